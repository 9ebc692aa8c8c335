/// What the product detail's interactor tells it.
@MainActor
protocol ProductDetailPresentationLogic: AnyObject {
  func presentProduct(response: ProductDetail.ShowProduct.Response)
  func presentAddToCart(response: ProductDetail.AddToCart.Response)
}

/// Formats the product and the cart's answer for the screen.
@MainActor
final class ProductDetailPresenter: ProductDetailPresentationLogic {
  weak var viewController: (any ProductDetailDisplayLogic)?

  func presentProduct(response: ProductDetail.ShowProduct.Response) {
    viewController?.displayProduct(
      viewModel: ProductDetail.ShowProduct.ViewModel(
        name: response.product.name,
        price: PriceText.dollars(cents: response.product.priceInCents)))
  }

  func presentAddToCart(response: ProductDetail.AddToCart.Response) {
    let message =
      response.accepted
      ? "Added \(response.quantity) × \(response.product.name) to your cart."
      : "Choose from 1 to \(response.maximumQuantity)."
    viewController?.displayAddToCart(
      viewModel: ProductDetail.AddToCart.ViewModel(message: message, isError: !response.accepted))
  }
}
