/// The Notifications scene's use cases.
enum Notifications {
  enum Refresh {
    struct Request {}
    /// Raw values and the interactor's decision: no text.
    struct Response {
      var count: Int
      var showsBadge: Bool
    }
    struct ViewModel: Equatable {
      var text: String
      var showsBadge: Bool
    }
  }
}
