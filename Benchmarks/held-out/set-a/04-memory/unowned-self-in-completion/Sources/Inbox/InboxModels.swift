/// A message in the inbox.
struct Message: Equatable, Sendable {
  var sender: String
  var subject: String
}

/// The Inbox scene's use cases.
enum Inbox {
  enum Load {
    struct Request {}
    struct Response {
      var messages: [Message]
    }
    struct ViewModel: Equatable {
      /// One line per message: "Ada: Lunch?".
      var lines: [String]
    }
  }
}
