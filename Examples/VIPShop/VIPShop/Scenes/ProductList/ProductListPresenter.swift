/// What the product list's interactor tells it.
@MainActor
protocol ProductListPresentationLogic: AnyObject {
  func presentLoading(isLoading: Bool)
  func presentProducts(response: ProductList.FetchProducts.Response)
  func presentFetchFailure(response: ProductList.FetchFailure.Response)
}

/// Formats the catalogue for the screen: a row a product, its price in dollars.
@MainActor
final class ProductListPresenter: ProductListPresentationLogic {
  weak var viewController: (any ProductListDisplayLogic)?

  func presentLoading(isLoading: Bool) {
    viewController?.displayLoading(isLoading: isLoading)
  }

  func presentProducts(response: ProductList.FetchProducts.Response) {
    let rows = response.products.map {
      ProductList.FetchProducts.ViewModel.Row(
        name: $0.name, price: PriceText.dollars(cents: $0.priceInCents))
    }
    viewController?.displayProducts(
      viewModel: ProductList.FetchProducts.ViewModel(
        rows: rows, emptyMessage: rows.isEmpty ? "No products yet." : nil))
  }

  func presentFetchFailure(response: ProductList.FetchFailure.Response) {
    viewController?.displayFetchFailure(
      viewModel: ProductList.FetchFailure.ViewModel(
        message: "The catalogue could not be loaded. Pull to try again."))
  }
}
