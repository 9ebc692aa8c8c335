/// What the list's presenter can ask the screen to display.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel)
  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel)
}

/// The list screen. What it shows (`rows`) and what the user does (the two actions) are
/// fixed: the tests read and call them, as the table view and its taps would. It forwards the
/// actions to its interactor and hands navigation to its router.
@MainActor final class ProductListViewController: ProductListDisplayLogic {
  /// Who shows the next screen (a navigation controller on iOS).
  weak var navigator: (any Navigator)?

  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?

  /// One text per row of the table.
  private(set) var rows: [String] = []

  /// The screen appeared.
  func viewDidLoad() {
    interactor?.loadProducts(request: ProductList.LoadProducts.Request())
  }

  /// The user tapped the row at `index`.
  func didSelectRow(at index: Int) {
    interactor?.selectProduct(request: ProductList.SelectProduct.Request(index: index))
  }

  // MARK: - ProductListDisplayLogic

  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel) {
    rows = viewModel.rows
  }

  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel) {
    router?.routeToProductDetail()
  }
}
