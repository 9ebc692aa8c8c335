/// Writes every word the login screen shows. It remembers nothing.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentFormValidation(response: LoginScene.ValidateForm.Response) {
    let viewModel = LoginScene.ValidateForm.ViewModel(
      emailError: emailErrorText(for: response.emailProblem),
      passwordError: passwordErrorText(for: response.passwordProblem),
      isLoginEnabled: response.canLogIn)
    viewController?.displayFormValidation(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: LoginScene.Loading.ViewModel(isLoading: response.isLoading))
  }

  func presentLogInResult(response: LoginScene.LogIn.Response) {
    let message: String
    switch response.outcome {
    case .loggedIn(let user):
      message = "Welcome, \(user.name)!"
    case .refused(.wrongCredentials):
      message = "Wrong email or password"
    case .refused(.network):
      message = "No connection. Try again."
    }
    viewController?.displayLogInResult(viewModel: LoginScene.LogIn.ViewModel(message: message))
  }

  func presentHome(response: LoginScene.GoHome.Response) {
    viewController?.displayHome(viewModel: LoginScene.GoHome.ViewModel())
  }

  // MARK: - Wording

  private func emailErrorText(for problem: EmailProblem?) -> String? {
    switch problem {
    case nil:
      return nil
    case .empty?:
      return "Enter your email"
    case .missingAtSign?:
      return "This email is not valid"
    }
  }

  private func passwordErrorText(for problem: PasswordProblem?) -> String? {
    switch problem {
    case nil:
      return nil
    case .empty?:
      return "Enter your password"
    case .tooShort(let minimumLength)?:
      return "At least \(minimumLength) characters"
    }
  }
}
