/// Navigation from the list, and the data it hands to the next scene.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  /// Builds the detail scene, passes the selected product, then shows it.
  func routeToProductDetail() {
    guard let viewController, let dataStore, dataStore.selectedProduct != nil else { return }
    let destination = ProductDetailConfigurator.configure()
    var destinationStore: any ProductDetailDataStore = ProductDetailInteractor()
    passDataToProductDetail(source: dataStore, destination: &destinationStore)
    viewController.navigator?.push(destination)
  }

  /// Data crosses scenes only through data stores.
  func passDataToProductDetail(
    source: any ProductListDataStore, destination: inout any ProductDetailDataStore
  ) {
    destination.product = source.selectedProduct
  }
}
