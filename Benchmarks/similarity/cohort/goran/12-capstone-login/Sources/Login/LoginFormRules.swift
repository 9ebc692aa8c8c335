/// The app's rules for the login form. A plain value: it touches no service, so there is
/// nothing to fake, and it can be checked on its own.
struct LoginFormRules: Sendable {
  /// The shortest password the app accepts.
  var minimumPasswordLength: Int = 8

  func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    let emailProblem: EmailProblem? = problem(email: email)
    let passwordProblem: PasswordProblem? = problem(password: password)
    return LoginScene.CheckForm.Response(
      emailProblem: emailProblem,
      passwordProblem: passwordProblem,
      canSubmit: emailProblem == nil && passwordProblem == nil)
  }

  private func problem(email: String) -> EmailProblem? {
    if email.isEmpty { return .empty }
    if !email.contains("@") { return .notAnEmail }
    return nil
  }

  private func problem(password: String) -> PasswordProblem? {
    if password.isEmpty { return .empty }
    if password.count < minimumPasswordLength { return .tooShort }
    return nil
  }
}
