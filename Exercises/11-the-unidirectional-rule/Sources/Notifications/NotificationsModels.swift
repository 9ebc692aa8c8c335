/// The Notifications scene's use cases.
enum Notifications {
  enum Refresh {
    struct Request {}
    struct Response {
      var count: Int
      var showsBadge: Bool = false
      /// Ready-made text, written by the interactor.
      var summary: String = ""
    }
    struct ViewModel: Equatable {
      var text: String
      var showsBadge: Bool
    }
  }
}
