/// Writes every word the login screen shows. It keeps nothing between two responses.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentFormCheck(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: emailText(for: response.emailProblem),
      passwordError: passwordText(for: response.passwordProblem),
      isLoginEnabled: response.canLogIn)
    viewController?.displayFormCheck(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    let viewModel = LoginScene.Loading.ViewModel(isLoading: response.isLoading)
    viewController?.displayLoading(viewModel: viewModel)
  }

  func presentLoginResult(response: LoginScene.LogIn.Response) {
    let message: String
    switch response.result {
    case .success(let user):
      message = "Welcome, \(user.name)!"
    case .failure(let error):
      message = errorText(for: error)
    }
    viewController?.displayLoginResult(viewModel: LoginScene.LogIn.ViewModel(message: message))
  }

  func presentHome() {
    viewController?.displayHome()
  }

  // MARK: - Texts

  private func emailText(for problem: EmailProblem?) -> String? {
    guard let problem = problem else {
      return nil
    }
    switch problem {
    case .missing:
      return "Enter your email"
    case .invalid:
      return "This email is not valid"
    }
  }

  private func passwordText(for problem: PasswordProblem?) -> String? {
    guard let problem = problem else {
      return nil
    }
    switch problem {
    case .missing:
      return "Enter your password"
    case .tooShort:
      return "At least 8 characters"
    }
  }

  private func errorText(for error: LoginError) -> String {
    switch error {
    case .wrongCredentials:
      return "Wrong email or password"
    case .network:
      return "No connection. Try again."
    }
  }
}
