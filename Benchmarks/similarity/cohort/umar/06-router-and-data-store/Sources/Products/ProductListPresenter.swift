/// What the interactor asks of the presenter.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.FetchProducts.Response)
  func presentProductDetail(response: ProductList.SelectProduct.Response)
}

@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentProducts(response: ProductList.FetchProducts.Response) {
    let rows = response.products.map { Self.row(for: $0) }
    viewController?.displayProducts(viewModel: .init(rows: rows))
  }

  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    viewController?.displayProductDetail(viewModel: .init())
  }

  /// `Kettle — €25.00`: the name, a dash, the price.
  private static func row(for product: Product) -> String {
    "\(product.name) — \(product.priceText)"
  }
}
