/// The login screen: forwards what the user does, shows what it is told.
@MainActor final class LoginViewController: SignInDisplayLogic {
  var output: (any SignInBusinessLogic)?
  var routes: (any SignInRoutingLogic)?
  weak var navigator: (any Navigator)?

  private(set) var emailError: String?
  private(set) var passwordError: String?
  private(set) var isLoginEnabled = false
  private(set) var isLoading = false
  private(set) var message: String?

  func fieldsChanged(email: String, password: String) {
    output?.check(request: .init(email: email, password: password))
  }

  func loginTapped(email: String, password: String) {
    output?.submit(request: .init(email: email, password: password))
  }

  func displayForm(viewModel: SignIn.Form.ViewModel) {
    emailError = viewModel.emailError
    passwordError = viewModel.passwordError
    isLoginEnabled = viewModel.canSubmit
  }

  func displaySubmit(viewModel: SignIn.Submit.ViewModel) {
    isLoading = viewModel.isLoading
    if let message = viewModel.message { self.message = message }
  }

  func displayHome() {
    routes?.showHome()
  }
}
