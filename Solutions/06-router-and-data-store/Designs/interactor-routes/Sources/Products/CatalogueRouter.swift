/// Builds the detail scene, fills its data store, then shows it.
@MainActor final class CatalogueRouter: CatalogueRoutingLogic {
  weak var screen: ProductListViewController?
  var source: (any CatalogueDataStore)?

  func showDetail() {
    guard let product = source?.chosen else { return }
    let detail = ProductDetailConfigurator.configure()
    detail.router?.dataStore?.product = product
    screen?.navigator?.push(detail)
  }
}
