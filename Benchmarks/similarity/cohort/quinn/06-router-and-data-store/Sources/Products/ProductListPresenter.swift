@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.LoadProducts.Response)
  func presentProductDetail(response: ProductList.SelectProduct.Response)
}

@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentProducts(response: ProductList.LoadProducts.Response) {
    let rows = response.products.map { product in
      "\(product.name) — \(product.priceText)"
    }
    viewController?.displayProducts(viewModel: ProductList.LoadProducts.ViewModel(rows: rows))
  }

  func presentProductDetail(response: ProductList.SelectProduct.Response) {
    viewController?.displayProductDetail(viewModel: ProductList.SelectProduct.ViewModel())
  }
}
