/// Writes every word the login screen shows.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentForm(response: LoginScene.CheckForm.Response) {
    let emailError: String? =
      switch response.emailProblem {
      case .empty: "Enter your email"
      case .invalid: "This email is not valid"
      case nil: nil
      }
    let passwordError: String? =
      switch response.passwordProblem {
      case .empty: "Enter your password"
      case .tooShort: "At least \(LoginForm.minimumPasswordLength) characters"
      case nil: nil
      }
    viewController?.displayForm(
      viewModel: .init(
        emailError: emailError, passwordError: passwordError, isLoginEnabled: response.canLogIn))
  }

  func presentLoading(response: LoginScene.LogIn.LoadingResponse) {
    viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
  }

  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse) {
    viewController?.displayLoginSucceeded(viewModel: .init(message: "Welcome, \(response.user.name)!"))
  }

  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse) {
    let message =
      switch response.error {
      case .wrongCredentials: "Wrong email or password"
      case .network: "No connection. Try again."
      }
    viewController?.displayLoginFailed(viewModel: .init(message: message))
  }
}
