/// Keeps the catalogue plus the current choice, and works out if a tap should open a detail.
@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  init(products: [Product]) {
    self.products = products
  }

  private let products: [Product]
  private(set) var selectedProduct: Product?
  var presenter: (any ProductListPresentationLogic)?
}

extension ProductListInteractor {
  func selectProduct(request: ProductList.SelectProduct.Request) {
    guard products.indices.contains(request.index) else {
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
    presenter?.presentProductDetail(response: ProductList.SelectProduct.Response())
  }

  func loadProducts(request: ProductList.LoadProducts.Request) {
    presenter?.presentProducts(
      response: ProductList.LoadProducts.Response(products: products))
  }
}

// Requests the list's view may send.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func selectProduct(request: ProductList.SelectProduct.Request)
  func loadProducts(request: ProductList.LoadProducts.Request)
}
