/// A user of the app, as the worker returns it.
struct User: Equatable, Sendable {
  var firstName: String
  var lastName: String
  var joinedYear: Int
}

/// The Profile scene's use cases, each with what crosses each boundary.
enum ProfileScene {
  /// Showing the signed-in user's profile.
  enum Load {
    /// View → interactor: the screen wants its content.
    struct Request {}
    /// Interactor → presenter: raw data, no formatting.
    struct Response {
      var user: User
    }
    /// Presenter → view: ready-to-show text.
    struct ViewModel: Equatable {
      var name: String
      var memberSince: String
    }
  }
}
