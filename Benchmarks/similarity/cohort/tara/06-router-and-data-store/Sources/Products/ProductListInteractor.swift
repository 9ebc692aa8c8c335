/// What the list screen can ask of its business logic.
@MainActor protocol ProductListBusinessLogic: AnyObject {
  func fetchProducts(request: ProductList.FetchProducts.Request)
  func selectProduct(request: ProductList.SelectProduct.Request)
}

/// What the list scene hands on to the next scene: the product the user chose, or nil when
/// nothing valid is chosen.
@MainActor protocol ProductListDataStore: AnyObject {
  var selectedProduct: Product? { get }
}

@MainActor final class ProductListInteractor: ProductListBusinessLogic, ProductListDataStore {
  var presenter: (any ProductListPresentationLogic)?

  /// The catalogue this list shows.
  let products: [Product]

  /// The product chosen by the last tap (nil if the last tap was not on a product).
  private(set) var selectedProduct: Product?

  init(products: [Product]) {
    self.products = products
  }

  func fetchProducts(request: ProductList.FetchProducts.Request) {
    let response = ProductList.FetchProducts.Response(products: products)
    presenter?.presentProducts(response: response)
  }

  func selectProduct(request: ProductList.SelectProduct.Request) {
    let rowIndex = request.rowIndex
    let rowIsValid = products.indices.contains(rowIndex)

    guard rowIsValid else {
      // A tap on no product clears the old choice, and there is nothing to show.
      selectedProduct = nil
      return
    }

    selectedProduct = products[rowIndex]
    presenter?.presentProductDetail(response: ProductList.SelectProduct.Response())
  }
}
