import Testing

@Suite("VIP018: the view decides")
struct VIP018Tests {
  @Test("a view with an interactor that checks what the user typed is found, at each rule")
  func found() {
    expectFindings(
      "VIP018",
      """
      final class LoginViewController: UIViewController, LoginDisplayLogic {
        var interactor: (any LoginBusinessLogic)?
        let emailField = UITextField()
        let passwordField = UITextField()
        let errorLabel = UILabel()
        private func fieldsChanged() {
          let email = emailField.text ?? ""
          let password = passwordField.text ?? ""
          if !email.1️⃣contains("@") { errorLabel.text = "This email is not valid" }
          if password.count 2️⃣< 8 { errorLabel.text = "At least 8 characters" }
          interactor?.fieldsChanged(request: .init(email: email, password: password))
        }
      }
      """)
  }

  @Test("near misses: an empty field, a screen of another pattern, the rule in the interactor")
  func nearMisses() {
    expectFindings(
      "VIP018",
      """
      final class LoginViewController: UIViewController, LoginDisplayLogic {
        var interactor: (any LoginBusinessLogic)?
        let emailField = UITextField()
        let loginButton = UIButton()
        private func fieldsChanged() {
          loginButton.isEnabled = (emailField.text?.count ?? 0) > 0
          interactor?.validate(request: .init(email: emailField.text ?? ""))
        }
      }
      final class MassiveViewController: UIViewController {
        let field = UITextField()
        func check() -> Bool { (field.text ?? "").count >= 8 }
      }
      final class LoginInteractor: LoginBusinessLogic {
        func validate(request: Login.Validate.Request) {
          _ = request.email.contains("@") && request.email.count > 3
        }
      }
      """)
  }
}
