/// The product detail's use cases: showing the product, and adding it to the cart.
enum ProductDetail {
  enum ShowProduct {
    struct Request: Sendable {}

    struct Response: Sendable {
      let product: Product
    }

    struct ViewModel: Sendable, Equatable {
      let name: String
      let price: String
    }
  }

  enum AddToCart {
    struct Request: Sendable {
      let quantity: Int
    }

    struct Response: Sendable {
      let product: Product
      let quantity: Int
      let accepted: Bool
      /// The most of one product a cart line may hold: the rule a refusal explains.
      let maximumQuantity: Int
    }

    struct ViewModel: Sendable, Equatable {
      let message: String
      let isError: Bool
    }
  }
}
