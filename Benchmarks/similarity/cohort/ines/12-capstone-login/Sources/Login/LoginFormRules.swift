/// The app's rules for the login form. It touches no service, so the interactor owns one
/// directly and nothing needs to be faked.
struct LoginFormRules: Sendable {
  /// The shortest password the app accepts.
  static let minimumPasswordLength = 8

  func emailProblem(in email: String) -> EmailProblem? {
    if email.isEmpty {
      return .empty
    }
    if !email.contains("@") {
      return .missingAtSign
    }
    return nil
  }

  func passwordProblem(in password: String) -> PasswordProblem? {
    if password.isEmpty {
      return .empty
    }
    if password.count < Self.minimumPasswordLength {
      return .tooShort(minimumLength: Self.minimumPasswordLength)
    }
    return nil
  }

  func check(email: String, password: String) -> LoginScene.ValidateForm.Response {
    let foundEmailProblem = emailProblem(in: email)
    let foundPasswordProblem = passwordProblem(in: password)
    return LoginScene.ValidateForm.Response(
      emailProblem: foundEmailProblem,
      passwordProblem: foundPasswordProblem,
      canLogIn: foundEmailProblem == nil && foundPasswordProblem == nil)
  }
}
