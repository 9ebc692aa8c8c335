/// Shows the scenes after the list, and passes them their data through the data stores.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  func routeToProductDetail() {
    guard let product = dataStore?.selectedProduct else { return }
    guard let navigator = viewController?.navigator else { return }

    let detail = ProductDetailConfigurator.configure()
    guard let destination = detail.router?.dataStore else { return }

    passData(product, to: destination)
    navigateToProductDetail(detail, with: navigator)
  }

  // MARK: - Passing data

  private func passData(_ product: Product, to destination: any ProductDetailDataStore) {
    destination.product = product
  }

  // MARK: - Navigation

  private func navigateToProductDetail(
    _ destination: ProductDetailViewController, with navigator: any Navigator
  ) {
    navigator.push(destination)
  }
}
