import UIKit

/// The login screen: forwards what the user types and taps, shows what it is told. Its scene
/// is wired in its initialiser.
final class LoginViewController: UIViewController, SignInDisplayLogic {
  var output: (any SignInBusinessLogic)?
  var routes: (any SignInRoutingLogic)?

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

  init(service: any AuthenticationService = FakeAuthenticationService()) {
    super.init(nibName: nil, bundle: nil)
    let interactor = SignInInteractor()
    let presenter = SignInPresenter()
    let router = SignInRouter()
    output = interactor
    routes = router
    interactor.presenter = presenter
    interactor.authentication = AuthenticationWorker(service: service)
    presenter.display = self
    router.screen = self
    router.source = interactor
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
    output?.check(request: .init(email: emailField.text ?? "", password: passwordField.text ?? ""))
  }

  /// The user tapped Log in.
  private func loginTapped() {
    output?.submit(request: .init(email: emailField.text ?? "", password: passwordField.text ?? ""))
  }

  func displayForm(viewModel: SignIn.Form.ViewModel) {
    emailErrorLabel.text = viewModel.emailError
    passwordErrorLabel.text = viewModel.passwordError
    loginButton.isEnabled = viewModel.canSubmit
  }

  func displaySubmit(viewModel: SignIn.Submit.ViewModel) {
    if viewModel.isLoading {
      loadingIndicator.startAnimating()
    } else {
      loadingIndicator.stopAnimating()
    }
    if let message = viewModel.message { messageLabel.text = message }
  }

  func displayHome() {
    routes?.showHome()
  }
}
