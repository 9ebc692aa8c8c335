/// Turns the interactor's answers into what the list screen shows.
@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentProducts(response: ProductList.FetchProducts.Response) {
    let rows = response.products.map { product in
      "\(product.name) — \(product.priceText)"
    }
    viewController?.displayProducts(viewModel: ProductList.FetchProducts.ViewModel(rows: rows))
  }

  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    viewController?.displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel())
  }
}
