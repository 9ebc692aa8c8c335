@MainActor protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(request: ProductList.Load.Request)
  func selectProduct(request: ProductList.Select.Request)
}

/// The list's state the router passes on.
@MainActor protocol ProductListDataStore: AnyObject {
  var products: [Product] { get }
  var selectedProduct: Product? { get }
}

@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.Load.Response)
}

@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProducts(viewModel: ProductList.Load.ViewModel)
}

@MainActor protocol ProductListRoutingLogic: AnyObject {
  func routeToProductDetail()
}

@MainActor protocol ProductListDataPassing: AnyObject {
  var dataStore: (any ProductListDataStore)? { get }
}
