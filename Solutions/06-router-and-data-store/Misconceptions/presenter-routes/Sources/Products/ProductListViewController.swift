/// The list screen: shows the rows, forwards taps to the interactor.
@MainActor final class ProductListViewController: ProductListDisplayLogic {
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?
  weak var navigator: (any Navigator)?

  private(set) var rows: [String] = []

  func viewDidLoad() {
    interactor?.loadProducts(request: .init())
  }

  func didSelectRow(at index: Int) {
    interactor?.selectProduct(request: .init(index: index))
  }

  func displayProducts(viewModel: ProductList.Load.ViewModel) {
    rows = viewModel.rows
  }
}
