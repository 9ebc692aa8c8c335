/// Keeps the catalogue and the selection: the data store the router reads.
@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?
  private(set) var products: [Product]
  private(set) var selectedProduct: Product?

  init(products: [Product]) {
    self.products = products
  }

  func loadProducts(request: ProductList.Load.Request) {
    presenter?.presentProducts(response: .init(products: products))
  }

  func selectProduct(request: ProductList.Select.Request) {
    selectedProduct = request.index < products.count ? products[request.index] : nil
  }
}
