@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  func routeToProductDetail() {
    guard let product = dataStore?.tappedProduct else { return }
    let detail = ProductDetailConfigurator.configure()
    // Fill the detail's own store first, then show it.
    detail.router?.dataStore?.product = product
    viewController?.navigator?.push(detail)
  }
}
