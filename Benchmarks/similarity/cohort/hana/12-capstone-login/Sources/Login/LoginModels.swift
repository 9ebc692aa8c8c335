/// What is wrong with the email field, if anything.
enum EmailProblem: Equatable, Sendable {
  case missing
  case notAnEmail
}

/// What is wrong with the password field, if anything.
enum PasswordProblem: Equatable, Sendable {
  case missing
  case tooShort(minimumLength: Int)
}

/// The Login scene's use cases.
enum LoginScene {
  /// The user types: each field is checked against the app's rules.
  enum CheckForm {
    /// View → interactor: the fields as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: the problem of each field, if it has one.
    struct Response: Equatable {
      var emailProblem: EmailProblem?
      var passwordProblem: PasswordProblem?

      var isValid: Bool { emailProblem == nil && passwordProblem == nil }
    }

    /// Presenter → view.
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }
  }

  /// The user taps Log in.
  enum LogIn {
    /// View → interactor: the fields as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: what the service answered.
    enum Response: Equatable {
      case loggedIn(User)
      case refused(LoginError)
    }

    /// Presenter → view.
    struct ViewModel: Equatable {
      var message: String
    }
  }

  /// Waiting for the service.
  enum Loading {
    struct Response: Equatable {
      var isLoading: Bool
    }

    struct ViewModel: Equatable {
      var isLoading: Bool
    }
  }
}
