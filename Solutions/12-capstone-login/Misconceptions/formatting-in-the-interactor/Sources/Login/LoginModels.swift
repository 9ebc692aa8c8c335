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
      var isValid: Bool
    }
  }

  enum Authenticate {
    struct Request {
      var email: String
      var password: String
    }
    /// The message, already written.
    struct Response: Equatable {
      var message: String
      var succeeded: Bool
    }
    struct ViewModel: Equatable {
      var message: String
      var succeeded: Bool
    }
  }
}
