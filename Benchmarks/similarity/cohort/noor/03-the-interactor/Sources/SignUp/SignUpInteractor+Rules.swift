// MARK: - Validation

extension SignUpInteractor {
  /// Collects all broken rules: email first, then password, then terms.
  func validationErrors(for request: SignUp.Submit.Request) -> [SignUpError] {
    var errors: [SignUpError] = []
    if !request.email.contains("@") { errors.append(.invalidEmail) }
    if request.password.count < Self.minimumPasswordLength { errors.append(.passwordTooShort) }
    if !request.termsAccepted { errors.append(.termsNotAccepted) }
    return errors
  }
}
