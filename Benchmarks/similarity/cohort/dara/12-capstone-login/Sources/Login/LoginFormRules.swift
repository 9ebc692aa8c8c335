/// The app's rules for the login form. It touches no service, so the interactor simply owns
/// one and nothing needs faking.
struct LoginFormRules {
  /// The shortest password the app accepts.
  static let minimumPasswordLength = 8

  func emailProblem(for email: String) -> EmailProblem? {
    if email.isEmpty {
      return .missing
    }
    if !email.contains("@") {
      return .invalid
    }
    return nil
  }

  func passwordProblem(for password: String) -> PasswordProblem? {
    if password.isEmpty {
      return .missing
    }
    if password.count < LoginFormRules.minimumPasswordLength {
      return .tooShort
    }
    return nil
  }
}
