/// Turns the interactor's responses into the exact texts of the login screen. Stateless.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentForm(response: LoginFlow.Form.Response) {
    let viewModel = LoginFlow.Form.ViewModel(
      emailError: response.problems[.email].map { emailText($0) },
      passwordError: response.problems[.password].map { passwordText($0) },
      isLoginEnabled: response.problems.isEmpty)
    viewController?.displayForm(viewModel: viewModel)
  }

  func presentBusy(_ busy: Bool) {
    viewController?.displayBusy(busy)
  }

  func presentOutcome(response: LoginFlow.Submit.Response) {
    let text: String
    switch response.result {
    case .success(let user):
      text = "Welcome, \(user.name)!"
    case .failure(.wrongCredentials):
      text = "Wrong email or password"
    case .failure(.network):
      text = "No connection. Try again."
    }
    viewController?.displayOutcome(viewModel: LoginFlow.Submit.ViewModel(message: text))
  }

  func presentHome() {
    viewController?.displayHome()
  }

  // MARK: - Field error wording

  private func emailText(_ problem: FieldProblem) -> String {
    problem == .missing ? "Enter your email" : "This email is not valid"
  }

  private func passwordText(_ problem: FieldProblem) -> String {
    problem == .missing ? "Enter your password" : "At least 8 characters"
  }
}
