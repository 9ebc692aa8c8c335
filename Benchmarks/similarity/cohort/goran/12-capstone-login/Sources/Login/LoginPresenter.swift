/// Writes every word the login screen shows. It keeps nothing between two responses.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentFormCheck(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: text(for: response.emailProblem),
      passwordError: text(for: response.passwordProblem),
      isLoginEnabled: response.canSubmit)
    viewController?.displayFormCheck(viewModel: viewModel)
  }

  func presentLoading(isLoading: Bool) {
    viewController?.displayLoading(isLoading: isLoading)
  }

  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse) {
    viewController?.displayLoginSucceeded(
      viewModel: LoginScene.LogIn.ViewModel(message: "Welcome, \(response.user.name)!"))
  }

  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse) {
    let message: String
    switch response.error {
    case .wrongCredentials: message = "Wrong email or password"
    case .network: message = "No connection. Try again."
    }
    viewController?.displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel(message: message))
  }

  // MARK: - Wording of the form's problems

  private func text(for problem: EmailProblem?) -> String? {
    guard let problem else { return nil }
    switch problem {
    case .empty: return "Enter your email"
    case .notAnEmail: return "This email is not valid"
    }
  }

  private func text(for problem: PasswordProblem?) -> String? {
    guard let problem else { return nil }
    switch problem {
    case .empty: return "Enter your password"
    case .tooShort: return "At least 8 characters"
    }
  }
}
