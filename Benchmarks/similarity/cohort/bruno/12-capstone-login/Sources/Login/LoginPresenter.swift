/// Writes every word the login screen shows. It keeps nothing between two responses.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentFormCheck(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: response.emailProblem.map { emailErrorText(for: $0) },
      passwordError: response.passwordProblem.map { passwordErrorText(for: $0) },
      isLoginEnabled: response.canLogIn)
    viewController?.displayFormCheck(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: LoginScene.Loading.ViewModel(isLoading: response.isLoading))
  }

  func presentLogIn(response: LoginScene.LogIn.Response) {
    viewController?.displayLogIn(
      viewModel: LoginScene.LogIn.ViewModel(message: message(for: response.result)))
  }

  func presentHome(response: LoginScene.GoHome.Response) {
    viewController?.displayHome(viewModel: LoginScene.GoHome.ViewModel())
  }

  // MARK: - Texts

  private func emailErrorText(for problem: LoginScene.EmailProblem) -> String {
    switch problem {
    case .missing: return "Enter your email"
    case .malformed: return "This email is not valid"
    }
  }

  private func passwordErrorText(for problem: LoginScene.PasswordProblem) -> String {
    switch problem {
    case .missing: return "Enter your password"
    case .tooShort: return "At least 8 characters"
    }
  }

  private func message(for result: Result<User, LoginError>) -> String {
    switch result {
    case .success(let user): return "Welcome, \(user.name)!"
    case .failure(.wrongCredentials): return "Wrong email or password"
    case .failure(.network): return "No connection. Try again."
    }
  }
}
