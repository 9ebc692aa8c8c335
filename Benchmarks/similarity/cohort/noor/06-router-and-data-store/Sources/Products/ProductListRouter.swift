// The list's router: creates the detail scene, hands it the chosen product, then pushes it.
@MainActor final class ProductListRouter: ProductListRoutingLogic, ProductListDataPassing {
  var dataStore: (any ProductListDataStore)?
  weak var viewController: ProductListViewController?
}

// Lets the router read the list's data store, where the next scene's input comes from.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}

// Kept by the list for later scenes: the chosen product (nil when nothing is chosen).
@MainActor protocol ProductListDataStore: AnyObject {
  var selectedProduct: Product? { get }
}

// Destinations reachable from the list.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}
