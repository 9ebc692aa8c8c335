/// The login screen. What it shows (the five properties) and what the user does (the two
/// actions) are fixed: the tests read and call them, as the screen's labels and buttons
/// would. How the actions reach the business logic and how the texts come back is yours to
/// design (see the README's decisions).
@MainActor final class LoginViewController: LoginDisplayLogic {
  var interactor: (any LoginBusinessLogic)?
  var router: (any LoginRoutingLogic)?
  weak var navigator: (any Navigator)?

  private(set) var isLoading = false
  private(set) var isLoginEnabled = false
  private(set) var message: String?
  private(set) var emailError: String?
  private(set) var passwordError: String?

  // MARK: - User actions

  /// The user tapped Log in.
  func loginTapped(email: String, password: String) {
    let request = LoginScene.LogIn.Request(email: email, password: password)
    interactor?.logIn(request: request)
  }

  /// The user typed in one of the two fields.
  func fieldsChanged(email: String, password: String) {
    let request = LoginScene.ValidateForm.Request(email: email, password: password)
    interactor?.validateForm(request: request)
  }

  // MARK: - LoginDisplayLogic

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

  func displayFormValidation(viewModel: LoginScene.ValidateForm.ViewModel) {
    isLoginEnabled = viewModel.isLoginEnabled
    passwordError = viewModel.passwordError
    emailError = viewModel.emailError
  }
}
