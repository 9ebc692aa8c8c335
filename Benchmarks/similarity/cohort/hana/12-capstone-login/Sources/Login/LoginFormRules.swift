/// The app's rules for the login form. They touch no service, so the interactor owns them as
/// a plain value.
struct LoginFormRules: Sendable {
  var minimumPasswordLength = 8

  func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    LoginScene.CheckForm.Response(
      emailProblem: emailProblem(email), passwordProblem: passwordProblem(password))
  }

  private func emailProblem(_ email: String) -> EmailProblem? {
    if email.isEmpty { return .missing }
    if !email.contains("@") { return .notAnEmail }
    return nil
  }

  private func passwordProblem(_ password: String) -> PasswordProblem? {
    if password.isEmpty { return .missing }
    if password.count < minimumPasswordLength {
      return .tooShort(minimumLength: minimumPasswordLength)
    }
    return nil
  }
}
