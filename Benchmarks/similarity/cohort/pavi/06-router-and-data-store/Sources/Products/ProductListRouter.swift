/// The places the list can lead to.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func showProductDetail()
}

/// Lets the router read the list's data store, where the next scene's data comes from.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

/// Takes the list to a product's detail: the detail scene is built by its own configurator,
/// its data store receives the chosen product, and only then is it pushed.
@MainActor final class ProductListRouter: ProductListDataPassing {
  weak var viewController: ProductListViewController?
  var dataStore: (any ProductListDataStore)?
}

extension ProductListRouter: ProductListRoutingLogic {
  func showProductDetail() {
    guard let product = dataStore?.chosenProduct else { return }

    let detail = ProductDetailConfigurator.configure()
    guard let detailStore = detail.router?.dataStore else { return }

    // Hand over the data first: a pushed screen may read its store straight away.
    detailStore.product = product
    viewController?.navigator?.push(detail)
  }
}
