enum ProductList {
  enum Load {
    struct Request {}
    struct Response {
      let products: [Product]
    }
    struct ViewModel {
      let rows: [String]
    }
  }

  enum Select {
    struct Request {
      let index: Int
    }
  }
}
