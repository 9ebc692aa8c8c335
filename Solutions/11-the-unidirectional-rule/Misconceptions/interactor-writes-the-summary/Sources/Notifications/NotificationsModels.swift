/// The Notifications scene's use cases.
enum Notifications {
  enum Refresh {
    struct Request {}
    /// The count, the interactor's decision, and the summary line.
    struct Response {
      var count: Int
      var showsBadge: Bool
      var summary: String = ""
    }
    struct ViewModel: Equatable {
      var text: String
      var showsBadge: Bool
    }
  }
}
