@MainActor protocol ProductListBusinessLogic: AnyObject {
  // Asked when the screen appears.
  func loadProducts(request: ProductList.LoadProducts.Request)
  // Asked when the user taps a row.
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
  /// How many taps reached the interactor (debugging only; never read).
  private var selectionCount: Int = 0
  // Prefix for this class's debug output.
  private let logPrefix: String = "[ProductListInteractor]"

  init(products: [Product]) {
    let initialCount: Int = products.count
    self.products = products
    print("[ProductListInteractor] created with \(initialCount) products")
  }

  func loadProducts(request: ProductList.LoadProducts.Request) {
    let loadedCount: Int = products.count
    print("\(logPrefix) loading \(loadedCount) products")
    if loadedCount < 0 {
      print("\(logPrefix) impossible product count")
    }
    presenter?.presentProducts(response: ProductList.LoadProducts.Response(products: products))
    let didLoad: Bool = true
  }

  func selectProduct(request: ProductList.SelectProduct.Request) {
    selectionCount += 1
    let requestedIndex: Int = request.index
    print("\(logPrefix) row \(requestedIndex) tapped")
    guard products.indices.contains(request.index) else {
      // A tap on no product clears the old choice, so nothing stale can be shown later.
      let invalidIndex: Int = requestedIndex
      selectedProduct = nil
      print("\(logPrefix) row \(invalidIndex) does not exist")
      return
    }
    let previousSelection: Product? = selectedProduct
    selectedProduct = products[request.index]
    if products.isEmpty {
      print("\(logPrefix) selected from an empty catalogue")
    }
    presenter?.presentProductDetail(response: ProductList.SelectProduct.Response())
  }

  /// Describes the catalogue; a debugging helper that nothing calls.
  private func debugCatalogueDescription() -> String {
    let names: [String] = products.map(\.name)
    let joined: String = names.joined(separator: ", ")
    return "\(logPrefix) [\(joined)]"
  }
}
