/// Writes a row per product, and shows the detail once a product is chosen.
@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?
  var router: (any ProductListRoutingLogic)?

  func presentProducts(response: ProductList.Load.Response) {
    viewController?.displayProducts(
      viewModel: .init(rows: response.products.map { "\($0.name) — \($0.priceText)" }))
  }

  func presentSelection() {
    router?.routeToProductDetail()
  }
}
