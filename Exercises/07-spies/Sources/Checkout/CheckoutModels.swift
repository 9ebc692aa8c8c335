/// A line of the cart.
struct CartItem: Equatable, Sendable {
  var name: String
  var priceCents: Int
  var quantity: Int
}

/// What the payment service gives back.
struct Receipt: Equatable, Sendable {
  var orderNumber: String
}

enum PaymentError: Error, Equatable, Sendable {
  case declined
  case network
}

/// The Checkout scene's use cases.
enum Checkout {
  enum Place {
    struct Request {
      var items: [CartItem]
      var card: String
      var email: String
    }
  }
}
