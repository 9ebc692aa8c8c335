/// The messages that travel around the list scene's VIP cycle.
/// Request: view -> interactor. Response: interactor -> presenter. ViewModel: presenter -> view.
enum ProductList {
  /// Showing the catalogue when the screen appears.
  enum FetchProducts {
    struct Request {}

    struct Response {
      let products: [Product]
    }

    struct ViewModel {
      let rowTexts: [String]
    }
  }

  /// The user tapped a row. The chosen product itself is kept in the data store (the router
  /// reads it from there), so the response and the view model only say "show the detail".
  enum SelectProduct {
    struct Request {
      let rowIndex: Int
    }

    struct Response {}

    struct ViewModel {}
  }
}
