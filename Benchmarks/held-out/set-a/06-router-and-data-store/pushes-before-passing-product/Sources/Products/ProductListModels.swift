/// The Product List scene's use cases.
enum ProductList {
  /// Showing the catalogue.
  enum Load {
    struct Request {}
    struct Response: Equatable {
      var products: [Product]
    }
    struct ViewModel: Equatable {
      var rows: [String]
    }
  }

  /// The user chose a product.
  enum Select {
    struct Request {
      var index: Int
    }
  }
}
