/// What is wrong with the password field, if anything.
enum PasswordIssue: Equatable, Sendable {
  case empty
  case tooShort
}

/// What is wrong with the email field, if anything.
enum EmailIssue: Equatable, Sendable {
  case empty
  case notAnEmail
}

/// The Login scene's use cases.
enum LoginScene {
  /// Validating the fields while the user is typing.
  enum ValidateForm {
    /// View → interactor: both fields exactly as typed, not trimmed, not judged.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: one issue per field (or none), and whether sending is allowed.
    struct Response: Equatable {
      var emailIssue: EmailIssue?
      var passwordIssue: PasswordIssue?
      var canSubmit: Bool
    }

    /// Presenter → view: the text under each field and whether the button is enabled.
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }
  }

  /// Sending the credentials to the service.
  enum LogIn {
    /// View → interactor: the credentials exactly as typed.
    struct Request {
      var email: String
      var password: String
    }

    /// Interactor → presenter: the service let the user in.
    struct SuccessResponse {
      var user: User
    }

    /// Interactor → presenter: the service said no, and this is the reason.
    struct FailureResponse {
      var error: LoginError
    }

    /// Presenter → view: the message shown once the service has answered.
    struct ViewModel: Equatable {
      var message: String
    }
  }
}
