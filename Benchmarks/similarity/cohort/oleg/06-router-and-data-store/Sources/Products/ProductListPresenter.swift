/// The results the list's interactor can pass on for presentation.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentCatalogue(response: ProductList.FetchCatalogue.Response)
  func presentDetail(response: ProductList.PickProduct.Response)
}

/// Formats what the interactor found into what the list screen shows.
@MainActor final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentDetail(response: ProductList.PickProduct.Response) {
    viewController?.displayDetail(viewModel: .init())
  }

  func presentCatalogue(response: ProductList.FetchCatalogue.Response) {
    // One line of text per product: "<name> — <price>".
    let lines = response.products.map { "\($0.name) — \($0.priceText)" }
    viewController?.displayCatalogue(viewModel: .init(rows: lines))
  }
}
