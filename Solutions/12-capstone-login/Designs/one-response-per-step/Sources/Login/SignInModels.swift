/// A problem with one field.
enum FieldProblem: Equatable, Sendable {
  case empty
  case malformed
}

/// The Login scene's use cases, as this design splits them.
enum SignIn {
  enum Form {
    struct Request: Equatable {
      var email: String
      var password: String
    }
    struct Response: Equatable {
      var emailProblem: FieldProblem?
      var passwordProblem: FieldProblem?
    }
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var canSubmit: Bool
    }
  }

  enum Submit {
    struct Request: Equatable {
      var email: String
      var password: String
    }
    /// One response per step of a login.
    enum Response: Equatable {
      case started
      case signedIn(User)
      case refused(LoginError)
    }
    struct ViewModel: Equatable {
      var isLoading: Bool
      var message: String?
    }
  }
}
