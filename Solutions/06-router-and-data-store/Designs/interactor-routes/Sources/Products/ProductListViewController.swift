import UIKit

final class ProductListViewController: UIViewController, CatalogueDisplayLogic {
  var output: (any CatalogueBusinessLogic)?
  var navigation: (any CatalogueRoutingLogic)?

  private(set) var rows: [String] = []

  init(products: [Product]) {
    super.init(nibName: nil, bundle: nil)
    let interactor = CatalogueInteractor(products: products)
    let presenter = CataloguePresenter()
    let router = CatalogueRouter()
    output = interactor
    navigation = router
    interactor.presenter = presenter
    presenter.screen = self
    router.screen = self
    router.source = interactor
  }

  required init?(coder: NSCoder) {
    fatalError("made in code only")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
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
