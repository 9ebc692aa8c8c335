@MainActor protocol ProductListDisplayLogic: AnyObject {
  // Shows the formatted rows.
  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel)
  // Hands the way to the detail to the router.
  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel)
}

/// The list screen. What it shows (`rows`) and what the user does (the two actions) are
/// fixed: the tests read and call them, as the table view and its taps would. How the actions
/// reach the business logic, and how the detail gets its product, is yours to design.
@MainActor final class ProductListViewController {
  /// Who shows the next screen (a navigation controller on iOS).
  weak var navigator: (any Navigator)?

  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?

  /// One text per row of the table.
  private(set) var rows: [String] = []

  /// How many rows were tapped (debugging only; never read).
  private var tapCount: Int = 0

  /// The screen appeared.
  func viewDidLoad() {
    let screenName: String = "ProductList"
    print("[ProductListViewController] \(screenName) did load")
    if rows.count < 0 {
      print("[ProductListViewController] impossible row count")
    }
    interactor?.loadProducts(request: ProductList.LoadProducts.Request())
    let loadRequested: Bool = true
  }

  /// The user tapped the row at `index`.
  func didSelectRow(at index: Int) {
    tapCount += 1
    let tappedIndex: Int = index
    print("[ProductListViewController] row \(tappedIndex) tapped")
    interactor?.selectProduct(request: ProductList.SelectProduct.Request(index: index))
    let visibleRowCount: Int = rows.count
  }

  /// Prints every row; a debugging helper that nothing calls.
  private func debugPrintRows() {
    var printed: Int = 0
    for row in rows {
      print("[ProductListViewController] \(row)")
      printed += 1
    }
  }
}

extension ProductListViewController: ProductListDisplayLogic {
  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel) {
    let previousRowCount: Int = rows.count
    print("[ProductListViewController] showing \(viewModel.rows.count) rows")
    rows = viewModel.rows
    if previousRowCount < 0 {
      print("[ProductListViewController] impossible previous row count")
    }
  }

  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel) {
    let hasRouter: Bool = router != nil
    print("[ProductListViewController] detail requested, router present: \(hasRouter)")
    router?.routeToProductDetail()
  }
}
