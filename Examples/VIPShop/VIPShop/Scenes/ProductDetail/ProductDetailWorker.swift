/// The cart: the side effect of the product detail.
@MainActor
protocol ProductDetailWorkerLogic: AnyObject {
  func addToCart(productID: Int, quantity: Int)
}

/// Keeps the cart's lines in memory. A real app would save them or send them to its server.
@MainActor
final class ProductDetailWorker: ProductDetailWorkerLogic {
  private(set) var lines: [(productID: Int, quantity: Int)] = []

  func addToCart(productID: Int, quantity: Int) {
    lines.append((productID, quantity))
  }
}
