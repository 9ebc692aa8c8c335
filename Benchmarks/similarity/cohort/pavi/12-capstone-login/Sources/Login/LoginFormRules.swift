/// A field of the login form.
enum LoginField: Hashable, Sendable {
  case email
  case password
}

/// What can be wrong with a field.
enum FieldProblem: Equatable, Sendable {
  /// Nothing typed.
  case missing
  /// Typed, but not acceptable (no `@` in the email, password too short).
  case malformed
}

/// The app's validation rules for the login form. Pure functions, no service involved, so
/// nothing needs faking to exercise them.
enum LoginFormRules {
  static let minimumPasswordLength = 8

  static func problems(email: String, password: String) -> [LoginField: FieldProblem] {
    var found: [LoginField: FieldProblem] = [:]
    found[.email] = emailProblem(email)
    found[.password] = passwordProblem(password)
    return found
  }

  private static func emailProblem(_ email: String) -> FieldProblem? {
    guard !email.isEmpty else { return .missing }
    return email.contains("@") ? nil : .malformed
  }

  private static func passwordProblem(_ password: String) -> FieldProblem? {
    guard !password.isEmpty else { return .missing }
    return password.count >= minimumPasswordLength ? nil : .malformed
  }
}
