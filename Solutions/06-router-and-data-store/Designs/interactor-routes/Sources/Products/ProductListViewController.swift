@MainActor final class ProductListViewController: CatalogueDisplayLogic {
  var output: (any CatalogueBusinessLogic)?
  var navigation: (any CatalogueRoutingLogic)?
  weak var navigator: (any Navigator)?

  private(set) var rows: [String] = []

  func viewDidLoad() {
    output?.showRows(request: .init())
  }

  func didSelectRow(at index: Int) {
    output?.choose(request: .init(row: index))
  }

  func displayRows(viewModel: Catalogue.Rows.ViewModel) {
    rows = viewModel.rows
  }

  func displayDetail() {
    navigation?.showDetail()
  }
}
