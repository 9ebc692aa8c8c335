/// Writes a row per product.
@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentProducts(response: ProductList.Load.Response) {
    viewController?.displayProducts(
      viewModel: .init(rows: response.products.map { "\($0.name) — \($0.priceText)" }))
  }
}
