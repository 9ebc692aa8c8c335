/// What is wrong with the email field, if anything.
enum EmailProblem: Equatable, Sendable {
  case empty
  case notAnEmail
}

/// What is wrong with the password field, if anything.
enum PasswordProblem: Equatable, Sendable {
  case empty
  case tooShort
}

/// The Login scene's use cases.
enum LoginScene {
  /// Checking the form while the user types.
  enum CheckForm {
    /// View → interactor: the fields as typed, neither cleaned nor judged.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: a problem per field, and whether the form may be sent.
    struct Response: Equatable {
      var emailProblem: EmailProblem?
      var passwordProblem: PasswordProblem?
      var canSubmit: Bool
    }

    /// Presenter → view: the texts under each field and the state of the button.
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }
  }

  /// Logging in with the service.
  enum LogIn {
    /// View → interactor: the credentials as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: the service accepted the credentials.
    struct SuccessResponse {
      var user: User
    }

    /// Interactor → presenter: the service refused them, and why.
    struct FailureResponse {
      var error: LoginError
    }

    /// Presenter → view: the message to show after the service answered.
    struct ViewModel: Equatable {
      var message: String
    }
  }
}
