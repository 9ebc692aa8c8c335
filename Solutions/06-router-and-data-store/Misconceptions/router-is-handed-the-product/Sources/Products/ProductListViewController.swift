import UIKit

/// The list screen: forwards what the user does, shows what it is told. It sets its scene up
/// when it is made, around its catalogue.
final class ProductListViewController: UIViewController, ProductListDisplayLogic {
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?

  private(set) var rows: [String] = []
  /// The catalogue, kept to know which product a row is.
  private let products: [Product]

  init(products: [Product]) {
    self.products = products
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

  /// The row's product goes straight to the router: the screen knows which one was tapped.
  func didSelectRow(at index: Int) {
    interactor?.selectProduct(request: .init(index: index))
    guard products.indices.contains(index) else { return }
    router?.routeToProductDetail(product: products[index])
  }

  func displayProducts(viewModel: ProductList.Load.ViewModel) {
    rows = viewModel.rows
  }
}
