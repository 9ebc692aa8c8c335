/// Where the product list goes.
@MainActor
protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

/// The product list's data store, for the router's data passing.
@MainActor
protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

/// Builds the product detail scene, passes it the chosen product, and shows it.
@MainActor
final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: PlatformViewController?
  var dataStore: (any ProductListDataStore)?

  func routeToProductDetail() {
    guard let source = dataStore, source.selectedProduct != nil else { return }
    let destination = ProductDetailConfigurator.configure()
    guard let destinationStore = destination.router?.dataStore else { return }
    passDataToProductDetail(source: source, destination: destinationStore)
    viewController?.showNext(destination)
  }

  func passDataToProductDetail(
    source: any ProductListDataStore, destination: any ProductDetailDataStore
  ) {
    destination.product = source.selectedProduct
  }
}
