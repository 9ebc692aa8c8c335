/// Where the list screen can go.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

/// The router reads the list's data store to pass data on.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

/// The list's router: it builds the detail scene, gives it the product, and shows it.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  /// The list screen (weak, it owns the router); its navigator shows the next screen.
  weak var viewController: ProductListViewController?

  /// The list's data store (its interactor), the source of the data.
  var dataStore: (any ProductListDataStore)?

  /// Shows the detail of the chosen product, if there is one.
  func routeToProductDetail() {
    guard let viewController = viewController, let dataStore = dataStore else { return }
    // No chosen product means no detail to show.
    guard dataStore.selectedProduct != nil else { return }

    // The detail scene is built by its own configurator, so its data store is wired.
    let destination = ProductDetailConfigurator.configure()
    guard let destinationStore = destination.router?.dataStore else { return }

    // First the data, then the push: the detail may read its store as soon as it is shown.
    passDataToProductDetail(source: dataStore, destination: destinationStore)
    viewController.navigator?.push(destination)
  }

  /// Copies the chosen product into the detail's data store.
  func passDataToProductDetail(
    source: any ProductListDataStore, destination: any ProductDetailDataStore
  ) {
    destination.product = source.selectedProduct
  }
}
