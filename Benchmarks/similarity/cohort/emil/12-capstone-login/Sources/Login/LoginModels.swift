/// The form as the user typed it, and the app's rules about it. A small value the interactor
/// builds from each request: the rules touch no service, so there is nothing to fake.
struct LoginForm: Equatable, Sendable {
  enum EmailProblem: Equatable, Sendable {
    case missing
    case invalid
  }

  enum PasswordProblem: Equatable, Sendable {
    case missing
    case tooShort
  }

  /// The shortest password the app accepts.
  static let minimumPasswordLength = 8

  var email: String
  var password: String

  var emailProblem: EmailProblem? {
    if email.isEmpty { return .missing }
    if !email.contains("@") { return .invalid }
    return nil
  }

  var passwordProblem: PasswordProblem? {
    if password.isEmpty { return .missing }
    if password.count < Self.minimumPasswordLength { return .tooShort }
    return nil
  }

  var isValid: Bool { emailProblem == nil && passwordProblem == nil }
}

/// The Login scene's use cases.
enum LoginScene {
  /// The user edits the fields: the form is checked as they type.
  enum CheckForm {
    /// What the user typed, as typed.
    struct Request {
      var email: String
      var password: String
    }

    struct Response {
      var emailProblem: LoginForm.EmailProblem?
      var passwordProblem: LoginForm.PasswordProblem?
      var canLogIn: Bool
    }

    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }
  }

  /// Waiting for the service.
  enum Loading {
    struct Response {
      var isLoading: Bool
    }

    struct ViewModel: Equatable {
      var isLoading: Bool
    }
  }

  /// The user taps Log in.
  enum LogIn {
    /// What the user typed, as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// The service's answer to this login.
    struct Response {
      var result: Result<User, LoginError>
    }

    struct ViewModel: Equatable {
      var message: String
    }
  }
}
