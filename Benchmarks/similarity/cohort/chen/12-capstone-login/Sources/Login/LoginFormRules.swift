/// The app's rules for a well-formed login form. They touch no service, so the interactor
/// applies them directly: there is nothing to fake.
struct LoginFormRules {
  var minimumPasswordLength = 8

  func problem(withEmail email: String) -> LoginScene.EmailProblem? {
    guard !email.isEmpty else { return .missing }
    guard email.contains("@") else { return .malformed }
    return nil
  }

  func problem(withPassword password: String) -> LoginScene.PasswordProblem? {
    guard !password.isEmpty else { return .missing }
    guard password.count >= minimumPasswordLength else {
      return .tooShort(minimumLength: minimumPasswordLength)
    }
    return nil
  }

  func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    let emailProblem = problem(withEmail: email)
    let passwordProblem = problem(withPassword: password)
    return LoginScene.CheckForm.Response(
      emailProblem: emailProblem, passwordProblem: passwordProblem,
      canLogIn: emailProblem == nil && passwordProblem == nil)
  }
}
