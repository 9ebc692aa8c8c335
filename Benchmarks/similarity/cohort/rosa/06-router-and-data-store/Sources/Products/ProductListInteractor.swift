/// What the list screen can ask of its business logic.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(request: ProductList.LoadProducts.Request)
  func selectProduct(request: ProductList.SelectProduct.Request)
}

/// What the list scene keeps for the scenes after it: the product the user chose, if any.
@MainActor protocol ProductListDataStore: AnyObject {
  var selectedProduct: Product? { get }
}

/// Owns the catalogue and the selection, and decides whether a tap leads to a detail.
@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?

  private(set) var selectedProduct: Product?
  private let products: [Product]

  init(products: [Product]) {
    self.products = products
  }

  func loadProducts(request: ProductList.LoadProducts.Request) {
    presenter?.presentProducts(response: ProductList.LoadProducts.Response(products: products))
  }

  func selectProduct(request: ProductList.SelectProduct.Request) {
    guard products.indices.contains(request.index) else {
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
    presenter?.presentProductDetail(response: ProductList.SelectProduct.Response())
  }
}
