/// The messages of the list scene, grouped by use case: what the view asks (`Request`), what
/// the interactor hands the presenter (`Response`), what the presenter hands the view
/// (`ViewModel`).
enum ProductList {
  /// The screen appeared: show the catalogue.
  enum LoadProducts {
    struct Request {}

    struct Response {
      let products: [Product]
    }

    struct ViewModel {
      let rows: [String]
    }
  }

  /// The user tapped a row: if it is a product, show its detail.
  enum SelectProduct {
    struct Request {
      let index: Int
    }

    /// Sent only when a product was selected; the product itself waits in the data store.
    struct Response {}

    struct ViewModel {}
  }
}
