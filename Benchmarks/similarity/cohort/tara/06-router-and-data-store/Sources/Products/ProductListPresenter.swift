/// What the interactor can hand to its presenter.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.FetchProducts.Response)
  func presentProductDetail(response: ProductList.SelectProduct.Response)
}

@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  /// Weak: the screen owns the cycle, the presenter only talks back to it.
  weak var viewController: (any ProductListDisplayLogic)?

  func presentProducts(response: ProductList.FetchProducts.Response) {
    var rowTexts: [String] = []
    for product in response.products {
      let rowText = "\(product.name) — \(product.priceText)"
      rowTexts.append(rowText)
    }
    let viewModel = ProductList.FetchProducts.ViewModel(rowTexts: rowTexts)
    viewController?.displayProducts(viewModel: viewModel)
  }

  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    viewController?.displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel())
  }
}
