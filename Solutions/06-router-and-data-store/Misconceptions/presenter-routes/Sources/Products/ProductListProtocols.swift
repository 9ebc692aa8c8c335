/// What the list screen can ask its interactor.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(request: ProductList.Load.Request)
  func selectProduct(request: ProductList.Select.Request)
}

/// What the router reads from the list's interactor.
@MainActor protocol ProductListDataStore: AnyObject {
  var products: [Product] { get }
  var selectedProduct: Product? { get }
}

/// What the interactor asks its presenter.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.Load.Response)
  func presentSelection()
}

/// What the presenter asks the list screen.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProducts(viewModel: ProductList.Load.ViewModel)
}

/// Where the list can go.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

/// The router's access to the list's data store.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}
