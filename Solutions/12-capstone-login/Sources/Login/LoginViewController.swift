/// The login screen: forwards what the user does, shows what it is told.
@MainActor final class LoginViewController: LoginDisplayLogic {
  var interactor: (any LoginBusinessLogic)?
  var router: (any LoginRoutingLogic & LoginDataPassing)?
  weak var navigator: (any Navigator)?

  private(set) var emailError: String?
  private(set) var passwordError: String?
  private(set) var isLoginEnabled = false
  private(set) var isLoading = false
  private(set) var message: String?

  func fieldsChanged(email: String, password: String) {
    interactor?.validate(request: .init(email: email, password: password))
  }

  func loginTapped(email: String, password: String) {
    interactor?.authenticate(request: .init(email: email, password: password))
  }

  func displayValidation(viewModel: Login.Validate.ViewModel) {
    emailError = viewModel.emailError
    passwordError = viewModel.passwordError
    isLoginEnabled = viewModel.isValid
  }

  func displayLoading(isLoading: Bool) {
    self.isLoading = isLoading
  }

  func displayAuthentication(viewModel: Login.Authenticate.ViewModel) {
    message = viewModel.message
    if viewModel.succeeded {
      router?.routeToHome()
    }
  }
}
