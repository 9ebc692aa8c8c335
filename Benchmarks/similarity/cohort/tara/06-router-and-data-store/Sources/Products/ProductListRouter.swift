/// Where the list screen can go.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

/// The router reads the data it passes on from the list's data store.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  /// Weak: the screen owns its router.
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?

  func routeToProductDetail() {
    guard let selectedProduct = dataStore?.selectedProduct else {
      return
    }

    // Build the detail scene through its own configurator, so its data store is wired.
    let detailViewController = ProductDetailConfigurator.configure()
    guard let detailDataStore = detailViewController.router?.dataStore else {
      return
    }

    // First pass the data, then navigate: the detail may read its store as soon as it is shown.
    passDataToProductDetail(product: selectedProduct, destination: detailDataStore)
    navigateToProductDetail(detailViewController: detailViewController)
  }

  // MARK: - Passing data

  private func passDataToProductDetail(
    product: Product, destination: any ProductDetailDataStore
  ) {
    destination.product = product
  }

  // MARK: - Navigation

  private func navigateToProductDetail(detailViewController: ProductDetailViewController) {
    viewController?.navigator?.push(detailViewController)
  }
}
