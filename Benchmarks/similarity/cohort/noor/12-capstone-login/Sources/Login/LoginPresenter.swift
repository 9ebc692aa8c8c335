/// The only place the login screen's wording is written. Stateless: each response is
/// turned into a view model on its own.
@MainActor
final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentLoading(isLoading: Bool) {
    viewController?.displayLoading(isLoading: isLoading)
  }

  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse) {
    let message: String
    switch response.error {
    case .wrongCredentials:
      message = "Wrong email or password"
    case .network:
      message = "No connection. Try again."
    }
    viewController?.displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel(message: message))
  }

  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse) {
    viewController?.displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel(
      message: "Welcome, \(response.user.name)!"))
  }

  func presentFormCheck(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: text(for: response.emailProblem),
      passwordError: text(for: response.passwordProblem),
      isLoginEnabled: response.canSubmit
    )
    viewController?.displayFormCheck(viewModel: viewModel)
  }
}
