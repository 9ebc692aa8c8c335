/// A signed-in user.
struct User: Equatable, Sendable {
  var name: String
  var email: String
}

/// A field of the form.
enum LoginField: Hashable, Sendable {
  case email
  case password
}

/// What is wrong with a field.
enum ValidationProblem: Equatable, Sendable {
  case missing
  case invalid
}

/// Why authentication failed.
enum LoginError: Error, Equatable, Sendable {
  case wrongCredentials
  case network
}

/// The Login scene's use cases, as in the VIP guide (Docs/vip.md).
enum Login {
  enum Validate {
    struct Request {
      var email: String
      var password: String
    }
    struct Response: Equatable {
      var problems: [LoginField: ValidationProblem]
    }
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      /// Whether the Log in button is enabled.
      var isValid: Bool
    }
  }

  enum Authenticate {
    struct Request {
      var email: String
      var password: String
    }
    struct Response: Equatable {
      var result: Result<User, LoginError>
    }
    struct ViewModel: Equatable {
      var message: String
      var succeeded: Bool
    }
  }
}
