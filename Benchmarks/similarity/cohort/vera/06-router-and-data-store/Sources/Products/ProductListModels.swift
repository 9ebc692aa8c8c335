/// What travels through the list scene's VIP cycle, one use case at a time.
enum ProductList {
  /// Showing the catalogue when the screen appears.
  enum FetchProducts {
    struct Request {}

    struct Response {
      var products: [Product]
    }

    struct ViewModel {
      var rows: [String]
    }
  }

  /// The user tapping a row.
  enum SelectProduct {
    struct Request {
      var index: Int
    }

    /// Sent only once a product is selected: the selection itself stays in the data store.
    struct Response {}

    struct ViewModel {}
  }
}
