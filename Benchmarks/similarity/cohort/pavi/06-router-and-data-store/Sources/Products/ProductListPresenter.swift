/// What the interactor can pass on to be shown.
@MainActor protocol ProductListPresentationLogic: AnyObject {
  func presentCatalogue(response: ProductList.FetchCatalogue.Response)
  func presentOpenedProduct(response: ProductList.OpenProduct.Response)
}

/// Formats the interactor's results for the list screen.
@MainActor final class ProductListPresenter {
  weak var viewController: (any ProductListDisplayLogic)?
}

extension ProductListPresenter: ProductListPresentationLogic {
  func presentCatalogue(response: ProductList.FetchCatalogue.Response) {
    let lines = response.catalogue.map { [$0.name, $0.priceText].joined(separator: " — ") }
    let viewModel = ProductList.FetchCatalogue.ViewModel(displayedRows: lines)
    viewController?.displayCatalogue(viewModel: viewModel)
  }

  func presentOpenedProduct(response: ProductList.OpenProduct.Response) {
    viewController?.displayOpenedProduct(viewModel: ProductList.OpenProduct.ViewModel())
  }
}
