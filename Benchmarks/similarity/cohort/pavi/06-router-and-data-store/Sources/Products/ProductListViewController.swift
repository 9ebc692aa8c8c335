/// The list screen. `rows`, `viewDidLoad()` and `didSelectRow(at:)` stand in for a table view
/// and its delegate, so they keep their names; every user action goes to the interactor, and
/// moving on to another screen is left to the router.
@MainActor final class ProductListViewController {
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?

  /// Shows the screens that follow (a navigation controller on iOS). It owns them, so this
  /// screen only holds it weakly.
  weak var navigator: (any Navigator)?

  /// The text of each table row, top to bottom.
  private(set) var rows: [String] = []

  /// Called when the screen has appeared.
  func viewDidLoad() {
    interactor?.fetchCatalogue(request: ProductList.FetchCatalogue.Request())
  }

  /// Called when the user taps the row at `index`.
  func didSelectRow(at index: Int) {
    interactor?.openProduct(request: ProductList.OpenProduct.Request(row: index))
  }
}

// MARK: - Display logic

/// What the presenter can have the list screen show.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayCatalogue(viewModel: ProductList.FetchCatalogue.ViewModel)
  func displayOpenedProduct(viewModel: ProductList.OpenProduct.ViewModel)
}

extension ProductListViewController: ProductListDisplayLogic {
  func displayCatalogue(viewModel: ProductList.FetchCatalogue.ViewModel) {
    rows = viewModel.displayedRows
  }

  func displayOpenedProduct(viewModel: ProductList.OpenProduct.ViewModel) {
    router?.showProductDetail()
  }
}
