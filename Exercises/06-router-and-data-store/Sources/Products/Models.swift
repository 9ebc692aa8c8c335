/// A product of the catalogue.
struct Product: Equatable, Sendable {
  var name: String
  var priceText: String
}

/// The Product List scene's use cases.
enum ProductList {
  enum Select {
    struct Request {
      var index: Int
    }
  }
}
