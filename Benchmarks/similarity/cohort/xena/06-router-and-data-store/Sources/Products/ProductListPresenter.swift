/// What the interactor can ask of the presenter.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.LoadProducts.Response)
  func presentProductDetail(response: ProductList.SelectProduct.Response)
}

/// The list's presenter: it turns products into row texts for the screen.
@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  /// The screen (weak, because the screen owns the cycle).
  weak var viewController: (any ProductListDisplayLogic)?

  /// Writes one row per product: the name, a dash, the price.
  func presentProducts(response: ProductList.LoadProducts.Response) {
    var rows: [String] = []
    for product in response.products {
      rows.append(product.name + " — " + product.priceText)
    }
    viewController?.displayProducts(viewModel: ProductList.LoadProducts.ViewModel(rows: rows))
  }

  /// Tells the screen that a product was chosen and its detail should be shown.
  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    viewController?.displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel())
  }
}
