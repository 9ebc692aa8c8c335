/// The requests, responses and view models of the product list scene.
enum ProductList {
  /// Showing the catalogue when the screen appears.
  enum LoadProducts {
    struct Request {}
    struct Response {
      var products: [Product]
    }
    struct ViewModel {
      var rows: [String]
    }
  }

  /// The user tapped a row.
  enum SelectProduct {
    struct Request {
      var index: Int
    }
    /// Nothing to carry: the chosen product waits in the data store for the router.
    struct Response {}
    struct ViewModel {}
  }
}
