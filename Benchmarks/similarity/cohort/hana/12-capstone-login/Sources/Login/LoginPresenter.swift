/// Writes every word the login screen shows.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentForm(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: text(for: response.emailProblem),
      passwordError: text(for: response.passwordProblem),
      isLoginEnabled: response.isValid)
    viewController?.displayForm(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: LoginScene.Loading.ViewModel(isLoading: response.isLoading))
  }

  func presentLogIn(response: LoginScene.LogIn.Response) {
    let message: String
    switch response {
    case .loggedIn(let user):
      message = "Welcome, \(user.name)!"
    case .refused(.wrongCredentials):
      message = "Wrong email or password"
    case .refused(.network):
      message = "No connection. Try again."
    }
    viewController?.displayLogIn(viewModel: LoginScene.LogIn.ViewModel(message: message))
  }

  func presentHome() {
    viewController?.displayHome()
  }

  // MARK: - Texts

  private func text(for problem: EmailProblem?) -> String? {
    switch problem {
    case nil: return nil
    case .missing?: return "Enter your email"
    case .notAnEmail?: return "This email is not valid"
    }
  }

  private func text(for problem: PasswordProblem?) -> String? {
    switch problem {
    case nil: return nil
    case .missing?: return "Enter your password"
    case .tooShort(let minimumLength)?: return "At least \(minimumLength) characters"
    }
  }
}
