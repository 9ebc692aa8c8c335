@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentProducts(response: ProductList.Load.Response)
  func presentProductDetail()
}

@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentProducts(response: ProductList.Load.Response) {
    let rows = response.products.map { "\($0.name) — \($0.priceText)" }
    viewController?.displayProducts(viewModel: .init(rows: rows))
  }

  func presentProductDetail() {
    viewController?.displayProductDetail()
  }
}
