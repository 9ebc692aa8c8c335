/// The app's rules for the login form. They touch no service, so the interactor owns them as
/// a plain value: nothing to fake in a test.
struct LoginFormRules: Sendable {
  /// The shortest password the app accepts.
  static let minimumPasswordLength = 8

  enum EmailProblem: Equatable, Sendable {
    case missing
    case malformed
  }

  enum PasswordProblem: Equatable, Sendable {
    case missing
    case tooShort
  }

  func emailProblem(in email: String) -> EmailProblem? {
    if email.isEmpty { return .missing }
    if !email.contains("@") { return .malformed }
    return nil
  }

  func passwordProblem(in password: String) -> PasswordProblem? {
    if password.isEmpty { return .missing }
    if password.count < Self.minimumPasswordLength { return .tooShort }
    return nil
  }
}
