/// Lets the router read the list's data store, where the next scene's data comes from.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

/// The places the list scene can lead to.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToDetail()
}

/// Sets up the detail scene, gives its data store the chosen product, and only then shows it.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  var dataStore: (any ProductListDataStore)?
  weak var viewController: ProductListViewController?

  func routeToDetail() {
    guard
      let chosen = dataStore?.chosenProduct,
      let detail = detailScene(showing: chosen)
    else { return }
    // The detail already holds its product by the time it is pushed.
    viewController?.navigator?.push(detail)
  }

  /// Builds the detail with its own configurator and fills the data store that detail reads
  /// (`nil` if it has none).
  private func detailScene(showing product: Product) -> ProductDetailViewController? {
    let scene = ProductDetailConfigurator.configure()
    guard let sceneStore = scene.router?.dataStore else { return nil }
    sceneStore.product = product
    return scene
  }
}
