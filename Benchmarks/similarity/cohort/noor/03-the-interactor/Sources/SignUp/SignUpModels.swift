/// Use cases of the sign-up screen.
enum SignUp {
  enum Submit {
    /// The form as the user filled it in.
    struct Request {
      var email: String
      var password: String
      var termsAccepted: Bool
    }
  }
}

/// Returned by the worker once the account exists.
struct Account: Equatable, Sendable {
  var id: Int
  var email: String
}
