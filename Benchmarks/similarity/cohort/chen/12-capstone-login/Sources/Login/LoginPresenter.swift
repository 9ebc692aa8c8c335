/// Writes every word the login screen shows.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentForm(response: LoginScene.CheckForm.Response) {
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: response.emailProblem.map(text(for:)),
      passwordError: response.passwordProblem.map(text(for:)),
      isLoginEnabled: response.canLogIn)
    viewController?.displayForm(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    viewController?.displayLoading(viewModel: .init(isLoading: response.isLoading))
  }

  func presentLogin(response: LoginScene.LogIn.Response) {
    let message =
      switch response.result {
      case .success(let user): "Welcome, \(user.name)!"
      case .failure(.wrongCredentials): "Wrong email or password"
      case .failure(.network): "No connection. Try again."
      }
    viewController?.displayLogin(viewModel: .init(message: message))
  }

  func presentHome() {
    viewController?.displayHome()
  }
}

private extension LoginPresenter {
  func text(for problem: LoginScene.EmailProblem) -> String {
    switch problem {
    case .missing: "Enter your email"
    case .malformed: "This email is not valid"
    }
  }

  func text(for problem: LoginScene.PasswordProblem) -> String {
    switch problem {
    case .missing: "Enter your password"
    case .tooShort(let minimumLength): "At least \(minimumLength) characters"
    }
  }
}
