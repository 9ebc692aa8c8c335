/// Writes every word the login screen shows.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentForm(response: LoginScene.CheckForm.Response) {
    viewController?.displayForm(
      viewModel: LoginScene.CheckForm.ViewModel(
        emailError: response.emailProblem.map { Self.emailText(for: $0) },
        passwordError: response.passwordProblem.map { Self.passwordText(for: $0) },
        isLoginEnabled: response.canLogIn))
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    viewController?.displayLoading(
      viewModel: LoginScene.Loading.ViewModel(isLoading: response.isLoading))
  }

  func presentLogIn(response: LoginScene.LogIn.Response) {
    viewController?.displayLogIn(
      viewModel: LoginScene.LogIn.ViewModel(message: Self.message(for: response.result)))
  }

  func presentHome() {
    viewController?.displayHome()
  }

  // MARK: - Texts

  private static func emailText(for problem: LoginForm.EmailProblem) -> String {
    switch problem {
    case .missing: "Enter your email"
    case .invalid: "This email is not valid"
    }
  }

  private static func passwordText(for problem: LoginForm.PasswordProblem) -> String {
    switch problem {
    case .missing: "Enter your password"
    case .tooShort: "At least \(LoginForm.minimumPasswordLength) characters"
    }
  }

  private static func message(for result: Result<User, LoginError>) -> String {
    switch result {
    case .success(let user): "Welcome, \(user.name)!"
    case .failure(.wrongCredentials): "Wrong email or password"
    case .failure(.network): "No connection. Try again."
    }
  }
}
