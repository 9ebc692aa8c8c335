/// What is wrong with the email field, if anything.
enum EmailProblem: Equatable, Sendable {
  case empty
  case invalid
}

/// What is wrong with the password field, if anything.
enum PasswordProblem: Equatable, Sendable {
  case empty
  case tooShort
}

/// The form's rules, on what the user typed.
struct LoginForm {
  static let minimumPasswordLength = 8

  var email: String
  var password: String

  var emailProblem: EmailProblem? {
    if email.isEmpty { return .empty }
    if !email.contains("@") { return .invalid }
    return nil
  }

  var passwordProblem: PasswordProblem? {
    if password.isEmpty { return .empty }
    if password.count < Self.minimumPasswordLength { return .tooShort }
    return nil
  }

  var isValid: Bool { emailProblem == nil && passwordProblem == nil }
}

/// The Login scene's use cases.
enum LoginScene {
  enum CheckForm {
    /// What the user typed, as typed.
    struct Request {
      var email: String
      var password: String
    }

    struct Response {
      var emailProblem: EmailProblem?
      var passwordProblem: PasswordProblem?
      var canLogIn: Bool
    }

    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }
  }

  enum LogIn {
    struct Request {
      var email: String
      var password: String
    }

    struct LoadingResponse {
      var isLoading: Bool
    }

    struct LoadingViewModel: Equatable {
      var isLoading: Bool
    }

    struct SuccessResponse {
      var user: User
    }

    struct FailureResponse {
      var error: LoginError
    }

    struct MessageViewModel: Equatable {
      var message: String
    }
  }
}
