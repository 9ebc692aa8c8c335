/// The Login scene's use cases.
enum LoginScene {
  /// Checking the form as the user types.
  enum CheckForm {
    /// View → interactor: the fields as typed, neither cleaned nor judged.
    struct Request: Equatable {
      var email: String
      var password: String
    }

    /// Interactor → presenter: what is wrong with each field, and whether a login may go.
    struct Response: Equatable {
      var emailProblem: LoginFormRules.EmailProblem?
      var passwordProblem: LoginFormRules.PasswordProblem?
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
    struct Request: Equatable {
      var email: String
      var password: String
    }

    /// Interactor → presenter: whether the scene is waiting for the service.
    struct LoadingResponse: Equatable {
      var isLoading: Bool
    }

    /// Interactor → presenter: the service accepted the login.
    struct SuccessResponse: Equatable {
      var user: User
    }

    /// Interactor → presenter: the service refused the login.
    struct FailureResponse: Equatable {
      var error: LoginError
    }

    /// Presenter → view: whether the spinner turns.
    struct LoadingViewModel: Equatable {
      var isLoading: Bool
    }

    /// Presenter → view: the message the user reads after a login.
    struct ResultViewModel: Equatable {
      var message: String
    }
  }
}
