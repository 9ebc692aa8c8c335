/// Where the list scene can go next.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

/// Gives the router access to the list's data store, the source of what the next scene needs.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

/// Builds the detail scene, fills its data store with the selected product, then shows it.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  func routeToProductDetail() {
    guard let product = dataStore?.selectedProduct else { return }
    let destination = ProductDetailConfigurator.configure()
    guard let destinationDataStore = destination.router?.dataStore else { return }
    passData(product, to: destinationDataStore)
    navigate(to: destination)
  }

  // MARK: - Passing data

  private func passData(_ product: Product, to destination: any ProductDetailDataStore) {
    destination.product = product
  }

  // MARK: - Navigation

  private func navigate(to destination: ProductDetailViewController) {
    viewController?.navigator?.push(destination)
  }
}
