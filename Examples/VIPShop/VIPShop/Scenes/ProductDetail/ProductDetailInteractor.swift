/// What the product detail's view asks of it.
@MainActor
protocol ProductDetailBusinessLogic: AnyObject {
  func showProduct(request: ProductDetail.ShowProduct.Request)
  func addToCart(request: ProductDetail.AddToCart.Request)
}

/// What the product detail receives from the scene before it.
@MainActor
protocol ProductDetailDataStore: AnyObject {
  var product: Product? { get set }
}

/// The product detail's decisions: show the product passed in, and add from one to five of
/// it to the cart (the shop's limit a line).
@MainActor
final class ProductDetailInteractor: ProductDetailBusinessLogic, ProductDetailDataStore {
  /// The most of one product a cart line may hold.
  static let maximumQuantity = 5

  var presenter: (any ProductDetailPresentationLogic)?
  var worker: (any ProductDetailWorkerLogic)?
  var product: Product?

  func showProduct(request: ProductDetail.ShowProduct.Request) {
    guard let product else { return }
    presenter?.presentProduct(response: ProductDetail.ShowProduct.Response(product: product))
  }

  func addToCart(request: ProductDetail.AddToCart.Request) {
    guard let product else { return }
    let accepted = request.quantity >= 1 && request.quantity <= Self.maximumQuantity
    if accepted {
      worker?.addToCart(productID: product.id, quantity: request.quantity)
    }
    presenter?.presentAddToCart(
      response: ProductDetail.AddToCart.Response(
        product: product, quantity: request.quantity, accepted: accepted,
        maximumQuantity: Self.maximumQuantity))
  }
}
