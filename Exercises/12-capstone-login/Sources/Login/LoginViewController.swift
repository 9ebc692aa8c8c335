import UIKit

/// The login screen. What it shows (its fields, labels, button and spinner) and how the user
/// acts on it are fixed: the tests type into its fields, tap its button and read what it
/// shows, as a user would. How it sets its scene up, how the user's actions reach the
/// business logic and how the texts come back is yours to design (see the README's
/// decisions).
final class LoginViewController: UIViewController {
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

  /// A login screen that logs in through `service`. Its scene is set up here, when the screen
  /// is made.
  init(service: any AuthenticationService = FakeAuthenticationService()) {
    super.init(nibName: nil, bundle: nil)
    // TODO: your design.
    _ = service
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
    // TODO: your design.
  }

  /// The user tapped Log in.
  private func loginTapped() {
    // TODO: your design.
  }
}
