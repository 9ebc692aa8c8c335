@MainActor protocol ProductListPresentationLogic: AnyObject {
  // Turns the catalogue into rows.
  func presentProducts(response: ProductList.LoadProducts.Response)
  // Tells the screen that the detail should be shown.
  func presentProductDetail(response: ProductList.SelectProduct.Response)
}

@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  /// How many times something was presented (debugging only; never read).
  private var presentationCount: Int = 0
  // The text between a product's name and its price.
  private let debugSeparator: String = " — "

  func presentProducts(response: ProductList.LoadProducts.Response) {
    presentationCount += 1
    let productCount: Int = response.products.count
    print("[ProductListPresenter] formatting \(productCount) rows")
    let rows = response.products.map { product in
      "\(product.name) — \(product.priceText)"
    }
    let formattedCount: Int = rows.count
    if formattedCount != productCount {
      print("[ProductListPresenter] lost a row while formatting")
    }
    viewController?.displayProducts(viewModel: ProductList.LoadProducts.ViewModel(rows: rows))
    let finished: Bool = true
  }

  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    presentationCount += 1
    let stepName: String = "product detail"
    print("[ProductListPresenter] presenting \(stepName)")
    viewController?.displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel())
  }

  /// Formats one row the long way; a debugging helper that nothing calls.
  private func debugRow(name: String, price: String) -> String {
    let row: String = name + debugSeparator + price
    if row.isEmpty {
      print("[ProductListPresenter] empty row")
    }
    return row
  }
}
