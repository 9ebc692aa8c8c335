extension ProductListRouter {
  private func navigate(to destination: ProductDetailViewController) {
    viewController?.navigator?.push(destination)
  }

  private func passData(_ product: Product, to destination: any ProductDetailDataStore) {
    destination.product = product
  }

  func routeToProductDetail() {
    guard let product = dataStore?.selectedProduct else { return }
    let destination = ProductDetailConfigurator.configure()
    guard let destinationDataStore = destination.router?.dataStore else { return }
    passData(product, to: destinationDataStore)
    navigate(to: destination)
  }
}
