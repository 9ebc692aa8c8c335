/// What the presenter can ask the list screen to show.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProducts(viewModel: ProductList.FetchProducts.ViewModel)
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

  /// The screen appeared.
  func viewDidLoad() {
    interactor?.fetchProducts(request: ProductList.FetchProducts.Request())
  }

  /// The user tapped the row at `index`.
  func didSelectRow(at index: Int) {
    // The view only reports the tap; the interactor decides if it leads anywhere.
    interactor?.selectProduct(request: ProductList.SelectProduct.Request(rowIndex: index))
  }
}

extension ProductListViewController: ProductListDisplayLogic {
  func displayProducts(viewModel: ProductList.FetchProducts.ViewModel) {
    rows = viewModel.rowTexts
  }

  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel) {
    router?.routeToProductDetail()
  }
}
