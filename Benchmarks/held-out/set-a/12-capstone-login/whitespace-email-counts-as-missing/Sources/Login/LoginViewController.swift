import UIKit

/// The login screen: forwards what the user types and taps, shows what it is told. It sets
/// its scene up when it is made.
final class LoginViewController: UIViewController, LoginDisplayLogic {
  var interactor: (any LoginBusinessLogic)?
  var router: (any LoginRoutingLogic & LoginDataPassing)?

  let emailField = UITextField()
  let passwordField = UITextField()
  /// The email field's problem, if it has one; no text otherwise.
  let emailErrorLabel = UILabel()
  /// The password field's problem, if it has one; no text otherwise.
  let passwordErrorLabel = UILabel()
  let loginButton = UIButton(type: .system)
  /// Turns while a login is under way.
  let loadingIndicator = UIActivityIndicatorView(style: .medium)
  /// What the login came to: a welcome, or why it was refused.
  let messageLabel = UILabel()

  /// A login screen that logs in through `service`.
  init(service: any AuthenticationService = FakeAuthenticationService()) {
    super.init(nibName: nil, bundle: nil)
    setup(service: service)
  }

  /// Creates the scene's components and wires every link, once.
  private func setup(service: any AuthenticationService) {
    let viewController = self
    let interactor = LoginInteractor()
    let presenter = LoginPresenter()
    let router = LoginRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    interactor.worker = LoginWorker(service: service)
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  /// The login screen is made in code, with its service; no storyboard makes it.
  required init?(coder: NSCoder) {
    fatalError("LoginViewController is made with init(service:)")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    passwordField.isSecureTextEntry = true
    loginButton.setTitle("Log in", for: .normal)
    loginButton.isEnabled = false
    for field in [emailField, passwordField] {
      field.addAction(UIAction { [weak self] _ in self?.fieldsChanged() }, for: .editingChanged)
      view.addSubview(field)
    }
    loginButton.addAction(UIAction { [weak self] _ in self?.loginTapped() }, for: .touchUpInside)
    for shown in [emailErrorLabel, passwordErrorLabel, loginButton, loadingIndicator, messageLabel]
    {
      view.addSubview(shown)
    }
  }

  /// The user edited the email or the password field (`emailField.text`, `passwordField.text`).
  private func fieldsChanged() {
    interactor?.validate(
      request: .init(email: emailField.text ?? "", password: passwordField.text ?? ""))
  }

  /// The user tapped Log in.
  private func loginTapped() {
    interactor?.authenticate(
      request: .init(email: emailField.text ?? "", password: passwordField.text ?? ""))
  }

  func displayValidation(viewModel: Login.Validate.ViewModel) {
    emailErrorLabel.text = viewModel.emailError
    passwordErrorLabel.text = viewModel.passwordError
    loginButton.isEnabled = viewModel.isValid
  }

  func displayLoading(isLoading: Bool) {
    if isLoading {
      loadingIndicator.startAnimating()
    } else {
      loadingIndicator.stopAnimating()
    }
  }

  func displayAuthentication(viewModel: Login.Authenticate.ViewModel) {
    messageLabel.text = viewModel.message
    if viewModel.succeeded {
      router?.routeToHome()
    }
  }
}
