/// The list's business logic, and its data store: it holds the catalogue and decides what a
/// tap selects.
@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?

  private let products: [Product]
  private(set) var selectedProduct: Product?

  init(products: [Product]) {
    self.products = products
  }

  func fetchProducts(request: ProductList.FetchProducts.Request) {
    presenter?.presentProducts(response: ProductList.FetchProducts.Response(products: products))
  }

  func selectProduct(request: ProductList.SelectProduct.Request) {
    guard products.indices.contains(request.index) else {
      // A tap on no product clears the selection, so nothing stale can be shown later.
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
    presenter?.presentProductDetail(response: ProductList.SelectProduct.Response())
  }
}
