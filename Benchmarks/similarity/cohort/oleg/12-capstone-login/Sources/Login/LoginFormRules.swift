/// The login form's rules, as a plain value: no service involved, so nothing needs faking and
/// it can be tested by itself.
struct LoginFormRules: Sendable {
  /// Passwords below this length are refused by the app.
  var minimumPasswordLength: Int = 8

  func evaluate(email: String, password: String) -> LoginScene.ValidateForm.Response {
    let passwordIssue = issue(inPassword: password)
    let emailIssue = issue(inEmail: email)
    return LoginScene.ValidateForm.Response(
      emailIssue: emailIssue,
      passwordIssue: passwordIssue,
      canSubmit: passwordIssue == nil && emailIssue == nil)
  }

  private func issue(inPassword password: String) -> PasswordIssue? {
    switch password.count {
    case 0: return .empty
    case ..<minimumPasswordLength: return .tooShort
    default: return nil
    }
  }

  private func issue(inEmail email: String) -> EmailIssue? {
    guard !email.isEmpty else { return .empty }
    return email.contains("@") ? nil : .notAnEmail
  }
}
