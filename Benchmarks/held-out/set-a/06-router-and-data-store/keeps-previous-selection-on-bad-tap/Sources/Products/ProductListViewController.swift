import UIKit

/// The list screen: forwards what the user does, shows what it is told. It sets its scene up
/// when it is made, around its catalogue.
final class ProductListViewController: UIViewController, ProductListDisplayLogic {
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?

  private(set) var rows: [String] = []

  init(products: [Product]) {
    super.init(nibName: nil, bundle: nil)
    setup(products: products)
  }

  /// The list is made in code, with its catalogue; no storyboard makes it.
  required init?(coder: NSCoder) {
    fatalError("ProductListViewController is made with init(products:)")
  }

  private func setup(products: [Product]) {
    let viewController = self
    let interactor = ProductListInteractor(products: products)
    let presenter = ProductListPresenter()
    let router = ProductListRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  override func viewDidLoad() {
    super.viewDidLoad()
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
