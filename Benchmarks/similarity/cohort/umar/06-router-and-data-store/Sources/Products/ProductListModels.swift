/// The values that travel around the list scene's VIP cycle: a request goes from the view to
/// the interactor, a response from the interactor to the presenter, a view model from the
/// presenter to the view. All of them are immutable.
enum ProductList {
  /// The screen appeared and wants its rows.
  enum FetchProducts {
    struct Request {}

    struct Response {
      let products: [Product]
    }

    struct ViewModel {
      let rows: [String]
    }
  }

  /// The user tapped a row.
  enum SelectProduct {
    struct Request {
      let index: Int
    }

    /// A product was chosen: the detail can be shown. The product itself stays in the data
    /// store, where the router reads it.
    struct Response {}

    struct ViewModel {}
  }
}
