@MainActor protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(request: ProductList.LoadProducts.Request)
  func selectProduct(request: ProductList.SelectProduct.Request)
}

/// What the list scene hands on to the next scene: only the product the user chose.
@MainActor protocol ProductListDataStore: AnyObject {
  var selectedProduct: Product? { get }
}

@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?

  private let products: [Product]
  private(set) var selectedProduct: Product?

  init(products: [Product]) {
    self.products = products
  }

  func loadProducts(request: ProductList.LoadProducts.Request) {
    presenter?.presentProducts(response: ProductList.LoadProducts.Response(products: products))
  }

  func selectProduct(request: ProductList.SelectProduct.Request) {
    guard products.indices.contains(request.index) else {
      // A tap on no product clears the old choice, so nothing stale can be shown later.
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
    presenter?.presentProductDetail(response: ProductList.SelectProduct.Response())
  }
}
