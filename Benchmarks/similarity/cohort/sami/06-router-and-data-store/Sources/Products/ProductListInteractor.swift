@MainActor protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(request: ProductList.Load.Request)
  func selectProduct(request: ProductList.Select.Request)
}

@MainActor protocol ProductListDataStore: AnyObject {
  var selectedProduct: Product? { get }
}

@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?
  private(set) var selectedProduct: Product?
  private let products: [Product]

  init(products: [Product]) {
    self.products = products
  }

  func loadProducts(request: ProductList.Load.Request) {
    presenter?.presentProducts(response: .init(products: products))
  }

  func selectProduct(request: ProductList.Select.Request) {
    guard products.indices.contains(request.index) else {
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
    presenter?.presentProductDetail()
  }
}
