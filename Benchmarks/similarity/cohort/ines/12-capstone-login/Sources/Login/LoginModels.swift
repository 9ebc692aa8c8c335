/// What is wrong with the email the user typed.
enum EmailProblem: Equatable, Sendable {
  case empty
  case missingAtSign
}

/// What is wrong with the password the user typed.
enum PasswordProblem: Equatable, Sendable {
  case empty
  case tooShort(minimumLength: Int)
}

/// The Login scene's use cases.
enum LoginScene {
  /// Checking the form while the user types.
  enum ValidateForm {
    /// View → interactor: the fields as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: the problem of each field, if any, and whether a login may go.
    struct Response: Equatable {
      var emailProblem: EmailProblem?
      var passwordProblem: PasswordProblem?
      var canLogIn: Bool
    }

    /// Presenter → view: the texts under the fields and the state of the button.
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

    /// How the service answered.
    enum Outcome: Equatable, Sendable {
      case loggedIn(User)
      case refused(LoginError)
    }

    /// Interactor → presenter: the service's answer.
    struct Response: Equatable {
      var outcome: Outcome
    }

    /// Presenter → view: the message to show.
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

  /// Leaving for Home after a successful login.
  enum GoHome {
    struct Response: Equatable {}
    struct ViewModel: Equatable {}
  }
}
