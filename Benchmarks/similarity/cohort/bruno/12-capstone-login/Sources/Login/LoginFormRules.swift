/// The app's rules for the login form. They touch no service, so the interactor owns them as
/// a plain value.
struct LoginFormRules {
  /// The shortest password the app accepts.
  let minimumPasswordLength = 8

  func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    let emailProblem = problem(withEmail: email)
    let passwordProblem = problem(withPassword: password)
    return LoginScene.CheckForm.Response(
      emailProblem: emailProblem,
      passwordProblem: passwordProblem,
      canLogIn: emailProblem == nil && passwordProblem == nil)
  }

  private func problem(withEmail email: String) -> LoginScene.EmailProblem? {
    if email.isEmpty {
      return .missing
    }
    if !email.contains("@") {
      return .malformed
    }
    return nil
  }

  private func problem(withPassword password: String) -> LoginScene.PasswordProblem? {
    if password.isEmpty {
      return .missing
    }
    if password.count < minimumPasswordLength {
      return .tooShort
    }
    return nil
  }
}
