/// The app's rules for the login form. A plain value: it touches no service, so there is
/// nothing to fake when testing it.
struct LoginFormRules {
  var minimumPasswordLength = 8

  func emailProblem(_ email: String) -> LoginScene.EmailProblem? {
    if email.isEmpty {
      return .empty
    }
    if !email.contains("@") {
      return .notValid
    }
    return nil
  }

  func passwordProblem(_ password: String) -> LoginScene.PasswordProblem? {
    if password.isEmpty {
      return .empty
    }
    if password.count < minimumPasswordLength {
      return .tooShort(minimumLength: minimumPasswordLength)
    }
    return nil
  }

  func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    let problemWithEmail = emailProblem(email)
    let problemWithPassword = passwordProblem(password)
    return LoginScene.CheckForm.Response(
      emailProblem: problemWithEmail,
      passwordProblem: problemWithPassword,
      canLogIn: problemWithEmail == nil && problemWithPassword == nil)
  }
}
