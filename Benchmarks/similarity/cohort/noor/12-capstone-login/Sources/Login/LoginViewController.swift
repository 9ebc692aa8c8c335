/// Login screen view. The five displayed properties and the two user actions are part of
/// the contract (tests read and call them the way labels and buttons would); everything
/// between them and the business logic is our own design.
@MainActor final class LoginViewController: LoginDisplayLogic {
  var router: (any LoginRoutingLogic)?
  var interactor: (any LoginBusinessLogic)?
  weak var navigator: (any Navigator)?

  private(set) var message: String?
  private(set) var isLoading = false
  private(set) var isLoginEnabled = false
  private(set) var passwordError: String?
  private(set) var emailError: String?

  // MARK: - Display

  func displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel) {
    message = viewModel.message
  }

  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel) {
    message = viewModel.message
    router?.routeToHome()
  }

  func displayLoading(isLoading: Bool) {
    self.isLoading = isLoading
  }

  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel) {
    emailError = viewModel.emailError
    passwordError = viewModel.passwordError
    isLoginEnabled = viewModel.isLoginEnabled
  }

  // MARK: - User actions

  /// Log in button.
  func loginTapped(email: String, password: String) {
    interactor?.logIn(request: LoginScene.LogIn.Request(email: email, password: password))
  }

  /// Called on every edit of either text field.
  func fieldsChanged(email: String, password: String) {
    interactor?.checkForm(
      request: LoginScene.CheckForm.Request(email: email, password: password))
  }
}
