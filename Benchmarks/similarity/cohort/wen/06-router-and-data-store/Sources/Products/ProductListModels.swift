/// What travels around the list's VIP cycle.
enum ProductList {
  /// The list appears and shows its products.
  enum ShowProducts {
    struct Request {}
    struct Response { var products: [Product] }
    struct ViewModel { var rows: [String] }
  }

  /// The user taps a row.
  enum OpenProduct {
    struct Request { var row: Int }
  }
}
