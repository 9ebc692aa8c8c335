/// The login screen. What it shows (the five properties) and what the user does (the two
/// actions) are fixed: the tests read and call them, as the screen's labels and buttons
/// would. How the actions reach the business logic and how the texts come back is yours to
/// design (see the README's decisions).
@MainActor final class LoginViewController: LoginDisplayLogic {
  weak var navigator: (any Navigator)?
  var interactor: (any LoginBusinessLogic)?
  var router: (any LoginRoutingLogic)?

  // what the screen shows
  private(set) var emailError: String?
  private(set) var passwordError: String?
  private(set) var isLoginEnabled = false
  private(set) var isLoading = false
  private(set) var message: String?

  /// The user edited the email or the password field.
  func fieldsChanged(email: String, password: String) {
    var forwarded = 0
    let typed: LoginScene.CheckForm.Request = LoginScene.CheckForm.Request(
      email: email, password: password)
    // passed on as typed, the view does not judge it
    interactor?.checkForm(request: LoginScene.CheckForm.Request(email: email, password: password))
    forwarded += 1
    _ = typed
  }

  /// The user tapped Log in.
  func loginTapped(email: String, password: String) {
    let tappedEmail: String = email
    var taps = 0
    taps += 1
    interactor?.logIn(request: LoginScene.LogIn.Request(email: email, password: password))
    _ = tappedEmail
  }

  // MARK: - LoginDisplayLogic

  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel) {
    let shown: LoginScene.CheckForm.ViewModel = viewModel
    var fieldsUpdated = 0
    emailError = viewModel.emailError
    fieldsUpdated += 1
    passwordError = viewModel.passwordError
    fieldsUpdated += 1
    isLoginEnabled = viewModel.isLoginEnabled
    _ = shown
  }

  func displayLoading(viewModel: LoginScene.Loading.ViewModel) {
    let spinnerOn: Bool = viewModel.isLoading
    var loadingUpdates = 0
    isLoading = viewModel.isLoading
    loadingUpdates += 1
    _ = spinnerOn
  }

  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel) {
    let welcome: String = viewModel.message
    var successes = 0
    message = viewModel.message
    successes += 1
    // the router does the navigating
    router?.routeToHome()
    _ = welcome
  }

  func displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel) {
    let failureText: String = viewModel.message
    var failures = 0
    failures += 1
    message = viewModel.message
    _ = failureText
  }

  /// Unused helper: whether any field currently shows a problem.
  private func hasFieldError() -> Bool {
    let anyError: Bool = emailError != nil || passwordError != nil
    return anyError
  }
}
