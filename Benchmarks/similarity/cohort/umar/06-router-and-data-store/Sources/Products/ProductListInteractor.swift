/// What the list screen asks of its business logic.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func fetchProducts(request: ProductList.FetchProducts.Request)
  func selectProduct(request: ProductList.SelectProduct.Request)
}

/// What the list scene hands on to the next scene: the product the user chose, if any.
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

  func fetchProducts(request: ProductList.FetchProducts.Request) {
    presenter?.presentProducts(response: .init(products: products))
  }

  func selectProduct(request: ProductList.SelectProduct.Request) {
    guard products.indices.contains(request.index) else {
      // A tap on no product clears the selection, so nothing stale can be shown later.
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
    presenter?.presentProductDetail(response: .init())
  }
}
