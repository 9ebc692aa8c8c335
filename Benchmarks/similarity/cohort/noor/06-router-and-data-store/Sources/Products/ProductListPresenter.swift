/// Formats what the interactor found into things the list can show.
@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  private func rowText(for product: Product) -> String {
    "\(product.name) — \(product.priceText)"
  }

  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    viewController?.displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel())
  }

  func presentProducts(response: ProductList.LoadProducts.Response) {
    let rows = response.products.map { rowText(for: $0) }
    viewController?.displayProducts(
      viewModel: ProductList.LoadProducts.ViewModel(rows: rows))
  }
}

// Results the interactor passes on for presentation.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProductDetail(response: ProductList.SelectProduct.Response)
  func presentProducts(response: ProductList.LoadProducts.Response)
}

// Things the presenter may tell the list screen to show.
@MainActor protocol ProductListDisplayLogic: AnyObject {
  func displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel)
  func displayProducts(viewModel: ProductList.LoadProducts.ViewModel)
}
