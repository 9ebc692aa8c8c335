/// What the list screen asks of its business logic.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func fetchProducts(request: ProductList.FetchProducts.Request)
  func selectProduct(request: ProductList.SelectProduct.Request)
}

/// What the list scene keeps for the scenes after it: the product chosen, if any.
@MainActor protocol ProductListDataStore: AnyObject {
  var selectedProduct: Product? { get }
}

/// What the interactor hands to its presenter.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.FetchProducts.Response)
  func presentProductDetail(response: ProductList.SelectProduct.Response)
}

/// What the presenter asks the screen to show.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProducts(viewModel: ProductList.FetchProducts.ViewModel)
  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel)
}

/// Where the list can go.
@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

/// How the next scene reaches the list's data store.
@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}
