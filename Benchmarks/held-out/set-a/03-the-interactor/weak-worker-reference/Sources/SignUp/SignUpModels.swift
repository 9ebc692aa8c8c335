/// An account the worker created.
struct Account: Equatable, Sendable {
  var id: Int
  var email: String
}

/// Why a sign-up cannot go through.
enum SignUpError: Error, Equatable, Sendable {
  // The request breaks a rule: nothing is sent.
  case invalidEmail
  case passwordTooShort
  case termsNotAccepted
  /// The service already has an account for this email.
  case emailTaken
}

/// The Sign Up scene's use cases.
enum SignUp {
  enum Submit {
    /// View → interactor: what the user typed and ticked.
    struct Request {
      var email: String
      var password: String
      var termsAccepted: Bool
    }
  }
}
