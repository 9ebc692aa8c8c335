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
    guard let source = dataStore, let navigator = viewController?.navigator,
      source.selectedProduct != nil
    else { return }
    let destination = ProductDetailConfigurator.configure()
    guard let destinationStore = destination.router?.dataStore else { return }
    passDataToProductDetail(source: source, destination: destinationStore)
    navigator.push(destination)
  }

  private func passDataToProductDetail(
    source: any ProductListDataStore, destination: any ProductDetailDataStore
  ) {
    destination.product = source.selectedProduct
  }
}
