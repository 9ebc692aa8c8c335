/// The Login scene's use cases.
enum LoginScene {
  /// What is wrong with the email field, if anything.
  enum EmailProblem: Equatable {
    case missing
    case malformed
  }

  /// What is wrong with the password field, if anything.
  enum PasswordProblem: Equatable {
    case missing
    case tooShort(minimumLength: Int)
  }

  /// Checking the form as the user types.
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

    /// Presenter → view: what each field says, and the button.
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

    /// Interactor → presenter: the service's answer.
    struct Response: Equatable {
      var result: Result<User, LoginError>
    }

    /// Presenter → view: the message under the form.
    struct ViewModel: Equatable {
      var message: String
    }
  }

  /// The spinner, on while the service answers.
  enum Loading {
    struct Response: Equatable {
      var isLoading: Bool
    }

    struct ViewModel: Equatable {
      var isLoading: Bool
    }
  }
}
