// MARK: - Field error messages

extension LoginPresenter {
  func text(for problem: PasswordProblem?) -> String? {
    guard let problem else { return nil }
    switch problem {
    case .empty:
      return "Enter your password"
    case .tooShort:
      return "At least 8 characters"
    }
  }

  func text(for problem: EmailProblem?) -> String? {
    guard let problem else { return nil }
    switch problem {
    case .empty:
      return "Enter your email"
    case .notAnEmail:
      return "This email is not valid"
    }
  }
}
