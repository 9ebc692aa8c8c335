enum Catalogue {
  enum Rows {
    struct Request {}
    struct Response: Equatable {
      var products: [Product]
    }
    struct ViewModel: Equatable {
      var rows: [String]
    }
  }

  enum Choose {
    struct Request {
      var row: Int
    }
  }
}
