/// The things the list's presenter can have the screen display.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayCatalogue(viewModel: ProductList.FetchCatalogue.ViewModel)
  func displayDetail(viewModel: ProductList.PickProduct.ViewModel)
}

/// The list screen. Its `rows` and its two user actions are fixed, since the tests use them
/// the way a table view and its taps would. Actions go to the interactor; moving on to
/// another screen is left to the router.
@MainActor final class ProductListViewController: ProductListDisplayLogic {
  /// The text of each row of the table.
  private(set) var rows: [String] = []

  var router: (any ProductListRoutingLogic & ProductListDataPassing)?
  var interactor: (any ProductListBusinessLogic)?

  /// Shows the next screens (on iOS, a navigation controller). Held weakly.
  weak var navigator: (any Navigator)?

  /// Called when the screen has appeared.
  func viewDidLoad() {
    interactor?.fetchCatalogue(request: .init())
  }

  /// Called when the user taps the row at `index`.
  func didSelectRow(at index: Int) {
    interactor?.pickProduct(request: .init(index: index))
  }

  // MARK: - Display logic

  func displayDetail(viewModel: ProductList.PickProduct.ViewModel) {
    router?.routeToDetail()
  }

  func displayCatalogue(viewModel: ProductList.FetchCatalogue.ViewModel) {
    rows = viewModel.rows
  }
}
