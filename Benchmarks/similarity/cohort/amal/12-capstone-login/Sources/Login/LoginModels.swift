/// The Login scene's use cases.
enum LoginScene {
  /// What is wrong with the email field, if anything.
  enum EmailProblem: Equatable, Sendable {
    case empty
    case notValid
  }

  /// What is wrong with the password field, if anything.
  enum PasswordProblem: Equatable, Sendable {
    case empty
    case tooShort(minimumLength: Int)
  }

  /// Checking the form while the user types.
  enum CheckForm {
    /// View → interactor: the fields as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: each field's problem, and whether the form may be sent.
    struct Response: Equatable {
      var emailProblem: EmailProblem?
      var passwordProblem: PasswordProblem?
      var canLogIn: Bool
    }

    /// Presenter → view: what the form shows.
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }
  }

  /// Logging in with the service.
  enum LogIn {
    /// View → interactor: the fields as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: the user who logged in.
    struct Success {
      var user: User
    }

    /// Interactor → presenter: why the service refused.
    struct Failure {
      var error: LoginError
    }

    /// Presenter → view: the message under the button.
    struct ViewModel: Equatable {
      var message: String
    }
  }

  /// The spinner while the service answers.
  enum Loading {
    struct Response {
      var isLoading: Bool
    }

    struct ViewModel: Equatable {
      var isLoading: Bool
    }
  }
}
