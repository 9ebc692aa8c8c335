/// Navigation from the list, and the data it hands to the next scene.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  func routeToProductDetail() {
    // TODO: the README's task.
  }

  func passDataToProductDetail(
    source: any ProductListDataStore, destination: inout any ProductDetailDataStore
  ) {
    // TODO: the README's task.
  }
}
