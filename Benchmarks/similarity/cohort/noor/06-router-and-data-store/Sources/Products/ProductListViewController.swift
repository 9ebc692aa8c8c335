/// Screen for the product list. The tests poke `rows` and the two user actions directly, the
/// way a table view would; the screen just passes actions on and lets the router navigate.
@MainActor final class ProductListViewController: ProductListDisplayLogic {
  var router: (any ProductListRoutingLogic & ProductListDataPassing)?
  var interactor: (any ProductListBusinessLogic)?

  // Shows the following screen; held weakly (a UINavigationController on iOS).
  weak var navigator: (any Navigator)?

  // Text of each table row.
  private(set) var rows: [String] = []

  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel) {
    router?.routeToProductDetail()
  }

  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel) {
    rows = viewModel.rows
  }
}
