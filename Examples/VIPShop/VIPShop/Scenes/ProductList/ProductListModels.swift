/// The product list's use cases: fetching the catalogue, and choosing a product.
enum ProductList {
  enum FetchProducts {
    struct Request: Sendable {}

    struct Response: Sendable {
      let products: [Product]
    }

    struct ViewModel: Sendable, Equatable {
      struct Row: Sendable, Equatable {
        let name: String
        let price: String
      }

      let rows: [Row]
      /// What the screen says when there is nothing to list.
      let emptyMessage: String?
    }
  }

  enum FetchFailure {
    struct Response: Sendable {}

    struct ViewModel: Sendable, Equatable {
      let message: String
    }
  }

  enum SelectProduct {
    struct Request: Sendable {
      let index: Int
    }
  }
}
