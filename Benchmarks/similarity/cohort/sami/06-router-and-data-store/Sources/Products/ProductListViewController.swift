@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProducts(viewModel: ProductList.Load.ViewModel)
  func displayProductDetail()
}

@MainActor final class ProductListViewController: ProductListDisplayLogic {
  weak var navigator: (any Navigator)?
  var interactor: (any ProductListBusinessLogic)?
  var router: (any ProductListRoutingLogic)?

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

  func displayProductDetail() {
    router?.routeToProductDetail()
  }
}
