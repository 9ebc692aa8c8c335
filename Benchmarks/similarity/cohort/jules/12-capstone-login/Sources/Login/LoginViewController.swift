/// The login screen. What it shows (the five properties) and what the user does (the two
/// actions) are fixed: the tests read and call them, as the screen's labels and buttons
/// would. How the actions reach the business logic and how the texts come back is yours to
/// design (see the README's decisions).
@MainActor final class LoginViewController: LoginDisplayLogic {
  weak var navigator: (any Navigator)?
  var interactor: (any LoginBusinessLogic)?
  var router: (any LoginRoutingLogic)?

  private(set) var emailError: String?
  private(set) var passwordError: String?
  private(set) var isLoginEnabled = false
  private(set) var isLoading = false
  private(set) var message: String?

  /// The user edited the email or the password field.
  func fieldsChanged(email: String, password: String) {
    interactor?.checkForm(request: .init(email: email, password: password))
  }

  /// The user tapped Log in.
  func loginTapped(email: String, password: String) {
    interactor?.logIn(request: .init(email: email, password: password))
  }

  // MARK: - LoginDisplayLogic

  func displayForm(viewModel: LoginScene.CheckForm.ViewModel) {
    emailError = viewModel.emailError
    passwordError = viewModel.passwordError
    isLoginEnabled = viewModel.isLoginEnabled
  }

  func displayLoading(viewModel: LoginScene.LogIn.LoadingViewModel) {
    isLoading = viewModel.isLoading
  }

  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ResultViewModel) {
    message = viewModel.message
    router?.routeToHome()
  }

  func displayLoginFailed(viewModel: LoginScene.LogIn.ResultViewModel) {
    message = viewModel.message
  }
}
