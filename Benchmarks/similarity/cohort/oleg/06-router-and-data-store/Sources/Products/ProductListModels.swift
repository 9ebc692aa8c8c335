/// Every message the product list passes around, one namespace per use case:
/// - `Request`: sent by the screen to the interactor,
/// - `Response`: sent by the interactor to the presenter,
/// - `ViewModel`: sent by the presenter back to the screen.
enum ProductList {
  /// A row was tapped. When it is a real product, its detail should open.
  enum PickProduct {
    struct Request {
      let index: Int
    }

    /// Only sent for a valid row. The product is not in here: it is kept in the data store.
    struct Response {}

    struct ViewModel {}
  }

  /// The screen is on display and needs the catalogue.
  enum FetchCatalogue {
    struct Request {}

    struct Response {
      let products: [Product]
    }

    struct ViewModel {
      let rows: [String]
    }
  }
}
