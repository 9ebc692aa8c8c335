/// What the list's interactor can hand over to be presented.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.LoadProducts.Response)
  func presentProductDetail(response: ProductList.SelectProduct.Response)
}

/// Turns the interactor's results into what the list screen displays.
@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentProducts(response: ProductList.LoadProducts.Response) {
    let rows = response.products.map { rowText(for: $0) }
    viewController?.displayProducts(viewModel: ProductList.LoadProducts.ViewModel(rows: rows))
  }

  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    viewController?.displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel())
  }

  private func rowText(for product: Product) -> String {
    "\(product.name) — \(product.priceText)"
  }
}
