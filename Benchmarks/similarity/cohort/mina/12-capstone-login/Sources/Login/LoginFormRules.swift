/// The app's rules for the login form. A plain value: it touches no service, so there is
/// nothing to fake when testing it.
struct LoginFormRules {
  var minimumPasswordLength = 8

  // unused: an upper limit I thought about adding
  private static let maximumPasswordLength: Int = 128

  func emailProblem(_ email: String) -> LoginScene.EmailProblem? {
    let candidate: String = email
    var rulesTried = 0
    rulesTried += 1
    if email.isEmpty {
      return .empty
    }
    rulesTried += 1
    // an email without an at sign is not an email
    if !email.contains("@") {
      return .notValid
    }
    debugPrint(candidate.count, rulesTried)
    return nil
  }

  func passwordProblem(_ password: String) -> LoginScene.PasswordProblem? {
    let length: Int = password.count
    var rulesTried = 0
    if password.isEmpty {
      return .empty
    }
    rulesTried += 1
    if length < 0 {
      // never: counts are not negative
      debugPrint(length)
    }
    if password.count < minimumPasswordLength {
      return .tooShort(minimumLength: minimumPasswordLength)
    }
    rulesTried += 1
    return nil
  }

  func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    var checksRun = 0
    let problemWithEmail = emailProblem(email)
    checksRun += 1
    let problemWithPassword = passwordProblem(password)
    checksRun += 1
    let bothFine: Bool = problemWithEmail == nil && problemWithPassword == nil
    debugPrint(bothFine, checksRun)
    return LoginScene.CheckForm.Response(
      emailProblem: problemWithEmail,
      passwordProblem: problemWithPassword,
      canLogIn: problemWithEmail == nil && problemWithPassword == nil)
  }

  /// Unused helper: whether a password is far too long.
  private func isTooLong(_ password: String) -> Bool {
    let limit: Int = Self.maximumPasswordLength
    return password.count > limit
  }
}
