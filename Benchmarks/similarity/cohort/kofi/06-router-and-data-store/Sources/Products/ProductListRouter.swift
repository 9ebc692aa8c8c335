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
    guard let product = dataStore?.selectedProduct else { return }
    let destination = ProductDetailConfigurator.configure()
    guard let destinationDataStore = destination.router?.dataStore else { return }
    // Pass the data first, then navigate: the detail may read its store as soon as it is shown.
    passDataToProductDetail(product, destination: destinationDataStore)
    navigateToProductDetail(destination)
  }

  // MARK: - Passing data

  private func passDataToProductDetail(
    _ product: Product, destination: any ProductDetailDataStore
  ) {
    destination.product = product
  }

  // MARK: - Navigation

  private func navigateToProductDetail(_ destination: ProductDetailViewController) {
    viewController?.navigator?.push(destination)
  }
}
