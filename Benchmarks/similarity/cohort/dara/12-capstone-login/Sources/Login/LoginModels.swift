/// What is wrong with the email field, if anything.
enum EmailProblem: Equatable, Sendable {
  case missing
  case invalid
}

/// What is wrong with the password field, if anything.
enum PasswordProblem: Equatable, Sendable {
  case missing
  case tooShort
}

/// The Login scene's use cases.
enum LoginScene {
  /// Checking the form while the user types.
  enum CheckForm {
    /// View → interactor: the fields exactly as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: the problem of each field, and whether the form may be sent.
    struct Response {
      var emailProblem: EmailProblem?
      var passwordProblem: PasswordProblem?
      var canLogIn: Bool
    }

    /// Presenter → view: the texts under the fields and the button's state.
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }
  }

  /// Logging in with the service.
  enum LogIn {
    /// View → interactor: the fields exactly as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: what the service answered.
    struct Response {
      var result: Result<User, LoginError>
    }

    /// Presenter → view: the message to show.
    struct ViewModel: Equatable {
      var message: String
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
}
