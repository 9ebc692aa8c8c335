/// The requests, responses and view models that travel around the list scene.
enum ProductList {
  /// The screen asks for the catalogue, to show one row per product.
  enum LoadProducts {
    /// The view asks for the products (nothing to send).
    struct Request {}

    /// The interactor hands the products to the presenter.
    struct Response {
      var products: [Product]
    }

    /// The presenter gives the view the text of every row.
    struct ViewModel {
      var rows: [String]
    }
  }

  /// The user tapped a row, maybe a product, maybe not.
  enum SelectProduct {
    /// The view sends the index of the tapped row.
    struct Request {
      var index: Int
    }

    /// The interactor says a product was chosen, so the detail can be shown.
    struct Response {}

    /// The presenter tells the view to go to the detail.
    struct ViewModel {}
  }
}
