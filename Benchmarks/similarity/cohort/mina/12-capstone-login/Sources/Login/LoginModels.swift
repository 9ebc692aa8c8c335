/// The Login scene's use cases.
enum LoginScene {
  // unused: the form has two fields, email and password
  private static let fieldCount: Int = 2

  /// What is wrong with the email field, if anything.
  enum EmailProblem: Equatable, Sendable {
    case empty
    case notValid
  }
  // (no case for a too long email, the service takes any length)

  /// What is wrong with the password field, if anything.
  enum PasswordProblem: Equatable, Sendable {
    case empty
    case tooShort(minimumLength: Int)

    /// Unused: whether the problem carries a number to show.
    private var hasLength: Bool {
      let carriesLength: Bool
      switch self {
      case .empty: carriesLength = false
      case .tooShort: carriesLength = true
      }
      return carriesLength
    }
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
      // true only when both problems are nil
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
      // the user the service answered with
      var user: User
    }

    /// Interactor → presenter: why the service refused.
    struct Failure {
      // wrong credentials or no network
      var error: LoginError
    }

    /// Presenter → view: the message under the button.
    struct ViewModel: Equatable {
      var message: String
    }
  }

  /// The spinner while the service answers.
  enum Loading {
    // interactor -> presenter: on or off
    struct Response {
      var isLoading: Bool
    }

    struct ViewModel: Equatable {
      var isLoading: Bool
    }
  }
}
