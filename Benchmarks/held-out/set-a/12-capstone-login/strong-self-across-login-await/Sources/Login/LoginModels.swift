/// What is wrong with a field of the form.
enum ValidationProblem: Equatable, Sendable {
  case missing
  case invalid
}

/// A field of the form.
enum LoginField: Hashable, Sendable {
  case email
  case password
}

/// The Login scene's two use cases: checking the form as the user types, and logging in.
enum Login {
  enum Validate {
    /// What the user typed, as typed.
    struct Request {
      var email: String
      var password: String
    }
    /// The decision: each field's problem, no text.
    struct Response: Equatable {
      var problems: [LoginField: ValidationProblem]
    }
    /// What the form shows.
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isValid: Bool
    }
  }

  enum Authenticate {
    struct Request {
      var email: String
      var password: String
    }
    /// The service's answer, untouched.
    struct Response: Equatable {
      var result: Result<User, LoginError>
    }
    struct ViewModel: Equatable {
      var message: String
      /// Whether to move on to Home: the view asks its router.
      var succeeded: Bool
    }
  }
}
