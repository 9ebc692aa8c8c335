/// Request, response and view-model types of the product list, one namespace per use case:
/// the view sends a `Request`, the interactor answers the presenter with a `Response`, and the
/// presenter gives the view a `ViewModel`.
enum ProductList {
  /// The screen came up and needs its catalogue.
  enum FetchCatalogue {
    struct Request {}

    struct Response {
      let catalogue: [Product]
    }

    struct ViewModel {
      let displayedRows: [String]
    }
  }

  /// The user tapped a row, which may open a product.
  enum OpenProduct {
    struct Request {
      let row: Int
    }

    /// Produced only for a real product; the product itself stays in the data store.
    struct Response {}

    struct ViewModel {}
  }
}
