/// Where the list screen can go.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

@MainActor final class ProductListRouter: ProductListRoutingLogic {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  func routeToProductDetail() {
    guard let product = dataStore?.selectedProduct else { return }
    let destination = ProductDetailConfigurator.configure()
    guard let destinationDataStore = destination.router?.dataStore else { return }
    // Pass the data first: once pushed, the detail may read its store at any moment.
    passDataToProductDetail(product: product, destination: destinationDataStore)
    navigateToProductDetail(destination: destination)
  }

  // MARK: - Passing data

  private func passDataToProductDetail(
    product: Product, destination: any ProductDetailDataStore
  ) {
    destination.product = product
  }

  // MARK: - Navigation

  private func navigateToProductDetail(destination: ProductDetailViewController) {
    viewController?.navigator?.push(destination)
  }
}
