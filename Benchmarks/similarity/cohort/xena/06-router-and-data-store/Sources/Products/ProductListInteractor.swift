/// What the list screen can ask of the business logic.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func loadProducts(request: ProductList.LoadProducts.Request)
  func selectProduct(request: ProductList.SelectProduct.Request)
}

/// What the list scene keeps for the next scene: the product the user chose (nil if none).
@MainActor protocol ProductListDataStore: AnyObject {
  var selectedProduct: Product? { get }
}

/// The list's interactor: it holds the catalogue and remembers the chosen product.
@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  /// Who formats the results for the screen.
  var presenter: (any ProductListPresentationLogic)?

  /// The catalogue this scene was built with.
  private let products: [Product]

  /// The product chosen by the last tap, or nil when the last tap was not on a product.
  private(set) var selectedProduct: Product?

  /// Creates the interactor around its catalogue.
  init(products: [Product]) {
    self.products = products
  }

  /// Sends the whole catalogue to the presenter.
  func loadProducts(request: ProductList.LoadProducts.Request) {
    let response = ProductList.LoadProducts.Response(products: products)
    presenter?.presentProducts(response: response)
  }

  /// Remembers the tapped product; only a real product leads to the detail.
  func selectProduct(request: ProductList.SelectProduct.Request) {
    // A row that does not exist clears the old choice, so nothing old is shown again.
    guard request.index >= 0 && request.index < products.count else {
      selectedProduct = nil
      return
    }
    selectedProduct = products[request.index]
    presenter?.presentProductDetail(response: ProductList.SelectProduct.Response())
  }
}
