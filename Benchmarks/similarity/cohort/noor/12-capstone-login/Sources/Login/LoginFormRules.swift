/// Form validation as a plain value type: no service involved, so nothing needs faking and
/// it can be tested by itself.
struct LoginFormRules: Sendable {
  /// Passwords shorter than this are refused.
  var minimumPasswordLength: Int = 8

  private func problem(password: String) -> PasswordProblem? {
    if password.isEmpty { return .empty }
    if password.count < minimumPasswordLength { return .tooShort }
    return nil
  }

  private func problem(email: String) -> EmailProblem? {
    if email.isEmpty { return .empty }
    if !email.contains("@") { return .notAnEmail }
    return nil
  }

  func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    let emailProblem: EmailProblem? = problem(email: email)
    let passwordProblem: PasswordProblem? = problem(password: password)
    return LoginScene.CheckForm.Response(
      emailProblem: emailProblem, passwordProblem: passwordProblem,
      canSubmit: emailProblem == nil && passwordProblem == nil)
  }
}

/// Password field problem, if any.
enum PasswordProblem: Equatable, Sendable {
  case empty
  case tooShort
}

/// Email field problem, if any.
enum EmailProblem: Equatable, Sendable {
  case empty
  case notAnEmail
}
