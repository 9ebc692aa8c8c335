/// The login screen. Its five displayed properties and two user actions are fixed by the
/// tests; it only forwards actions and shows what the presenter gives it.
@MainActor final class LoginViewController: LoginDisplayLogic {
  var interactor: (any LoginBusinessLogic)?
  var router: (any LoginRoutingLogic)?
  weak var navigator: (any Navigator)?

  private(set) var emailError: String?
  private(set) var passwordError: String?
  private(set) var isLoginEnabled = false
  private(set) var isLoading = false
  private(set) var message: String?

  // MARK: - User actions

  /// Either text field was edited.
  func fieldsChanged(email: String, password: String) {
    interactor?.validateForm(request: .init(email: email, password: password))
  }

  /// Log in was tapped.
  func loginTapped(email: String, password: String) {
    interactor?.submitCredentials(request: .init(email: email, password: password))
  }

  // MARK: - LoginDisplayLogic

  func displayForm(viewModel: LoginFlow.Form.ViewModel) {
    emailError = viewModel.emailError
    passwordError = viewModel.passwordError
    isLoginEnabled = viewModel.isLoginEnabled
  }

  func displayBusy(_ busy: Bool) {
    isLoading = busy
  }

  func displayOutcome(viewModel: LoginFlow.Submit.ViewModel) {
    message = viewModel.message
  }

  func displayHome() {
    router?.routeToHome()
  }
}
