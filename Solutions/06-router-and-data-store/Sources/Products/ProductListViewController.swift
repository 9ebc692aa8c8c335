/// The list screen: forwards what the user does, shows what it is told.
@MainActor final class ProductListViewController: ProductListDisplayLogic {
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?
  weak var navigator: (any Navigator)?

  private(set) var rows: [String] = []

  func viewDidLoad() {
    interactor?.loadProducts(request: .init())
  }

  /// Remember the product, then go to its detail: the router reads the selection.
  func didSelectRow(at index: Int) {
    interactor?.selectProduct(request: .init(index: index))
    router?.routeToProductDetail()
  }

  func displayProducts(viewModel: ProductList.Load.ViewModel) {
    rows = viewModel.rows
  }
}
