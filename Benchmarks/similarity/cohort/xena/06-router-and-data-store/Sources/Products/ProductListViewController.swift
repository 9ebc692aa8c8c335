/// What the presenter can ask the list screen to show.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel)
  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel)
}

/// The list screen. What it shows (`rows`) and what the user does (the two actions) are
/// fixed: the tests read and call them, as the table view and its taps would. How the actions
/// reach the business logic, and how the detail gets its product, is yours to design.
@MainActor final class ProductListViewController: ProductListDisplayLogic {
  /// Who shows the next screen (a navigation controller on iOS).
  weak var navigator: (any Navigator)?

  /// The business logic of this scene.
  var interactor: (any ProductListBusinessLogic)?

  /// Who takes this screen to the next one.
  var router: (any ProductListRoutingLogic)?

  /// One text per row of the table.
  private(set) var rows: [String] = []

  /// The screen appeared: ask for the products.
  func viewDidLoad() {
    interactor?.loadProducts(request: ProductList.LoadProducts.Request())
  }

  /// The user tapped the row at `index`: tell the interactor which row.
  func didSelectRow(at index: Int) {
    interactor?.selectProduct(request: ProductList.SelectProduct.Request(index: index))
  }

  /// Shows the rows the presenter wrote.
  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel) {
    rows = viewModel.rows
  }

  /// A product was chosen: the router shows its detail.
  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel) {
    router?.routeToProductDetail()
  }
}
