// MARK: - Use cases

/// Requests, responses and view models of the login scene.
enum LoginScene {
  /// Sending the credentials to the service.
  enum LogIn {
    /// Presenter -> view: text shown once the service has replied.
    struct ViewModel: Equatable {
      var message: String
    }

    /// Interactor -> presenter: login refused, with the reason.
    struct FailureResponse {
      var error: LoginError
    }

    /// Interactor -> presenter: login accepted.
    struct SuccessResponse {
      var user: User
    }

    /// View -> interactor: credentials exactly as entered.
    struct Request {
      var email: String
      var password: String
    }
  }

  /// Live validation while the user types.
  enum CheckForm {
    /// Presenter -> view: error text per field and whether the button is enabled.
    struct ViewModel: Equatable {
      var emailError: String?
      var passwordError: String?
      var isLoginEnabled: Bool
    }

    /// Interactor -> presenter: the problem of each field and the overall verdict.
    struct Response: Equatable {
      var emailProblem: EmailProblem?
      var passwordProblem: PasswordProblem?
      var canSubmit: Bool
    }

    /// View -> interactor: raw field contents, not trimmed or validated.
    struct Request {
      var email: String
      var password: String
    }
  }
}

// MARK: - Scene protocols

/// View -> router.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}

/// Presenter -> view.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayLoading(isLoading: Bool)
  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel)
  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel)
}

/// Interactor -> presenter.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentLoading(isLoading: Bool)
  func presentFormCheck(response: LoginScene.CheckForm.Response)
  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse)
  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse)
}

/// Data the next scene reads: the user after a successful login.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}

/// View -> interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func logIn(request: LoginScene.LogIn.Request)
  func checkForm(request: LoginScene.CheckForm.Request)
}
