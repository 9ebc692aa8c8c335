/// Writes every word of the login screen. It keeps nothing between two responses.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentForm(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: text(for: response.emailProblem),
      passwordError: text(for: response.passwordProblem),
      isLoginEnabled: response.canLogIn)
    viewController?.displayForm(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.LogIn.LoadingResponse) {
    viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
  }

  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse) {
    viewController?.displayLoginSucceeded(viewModel: .init(message: "Welcome, \(response.user.name)!"))
  }

  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse) {
    let message: String
    switch response.error {
    case .wrongCredentials: message = "Wrong email or password"
    case .network: message = "No connection. Try again."
    }
    viewController?.displayLoginFailed(viewModel: .init(message: message))
  }

  private func text(for problem: LoginFormRules.EmailProblem?) -> String? {
    switch problem {
    case .missing: return "Enter your email"
    case .malformed: return "This email is not valid"
    case nil: return nil
    }
  }

  private func text(for problem: LoginFormRules.PasswordProblem?) -> String? {
    switch problem {
    case .missing: return "Enter your password"
    case .tooShort: return "At least \(LoginFormRules.minimumPasswordLength) characters"
    case nil: return nil
    }
  }
}
