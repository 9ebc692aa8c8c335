/// The requests, responses and view models of the product list scene.
enum ProductList {
  // Prefix for debug output about these models.
  private static let debugPrefix: String = "[ProductList]"

  /// Showing the catalogue when the screen appears.
  enum LoadProducts {
    // Nothing to ask for: the catalogue is already known.
    struct Request {}
    struct Response {
      // The whole catalogue, in order.
      var products: [Product]
    }
    struct ViewModel {
      // One display-ready text per row.
      var rows: [String]
    }
  }

  /// The user tapped a row.
  enum SelectProduct {
    struct Request {
      // The row the user tapped; it may not exist.
      var index: Int
    }
    /// Nothing to carry: the chosen product waits in the data store for the router.
    struct Response {}
    // Nothing to show either: the router does the rest.
    struct ViewModel {}
  }

  /// Describes a list of rows for logging; a debugging helper that nothing calls.
  private static func debugDescribe(rows: [String]) -> String {
    let count: Int = rows.count
    var described: Int = 0
    described += 1
    if count < 0 {
      print("\(debugPrefix) impossible row count")
    }
    return "\(debugPrefix) \(count) rows"
  }
}
