/// Writes every word of the login screen.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentFormCheck(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: response.emailProblem.map { text(for: $0) },
      passwordError: response.passwordProblem.map { text(for: $0) },
      isLoginEnabled: response.canLogIn)
    viewController?.displayFormCheck(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: LoginScene.Loading.ViewModel(isLoading: response.isLoading))
  }

  func presentLoginSucceeded(response: LoginScene.LogIn.Success) {
    viewController?.displayLoginSucceeded(
      viewModel: LoginScene.LogIn.ViewModel(message: "Welcome, \(response.user.name)!"))
  }

  func presentLoginFailed(response: LoginScene.LogIn.Failure) {
    let message: String
    switch response.error {
    case .wrongCredentials:
      message = "Wrong email or password"
    case .network:
      message = "No connection. Try again."
    }
    viewController?.displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel(message: message))
  }

  private func text(for problem: LoginScene.EmailProblem) -> String {
    switch problem {
    case .empty: "Enter your email"
    case .notValid: "This email is not valid"
    }
  }

  private func text(for problem: LoginScene.PasswordProblem) -> String {
    switch problem {
    case .empty: "Enter your password"
    case .tooShort(let minimumLength): "At least \(minimumLength) characters"
    }
  }
}
