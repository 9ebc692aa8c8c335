/// Writes every word of the login screen, and remembers nothing from one response to the next.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentLoading(isLoading: Bool) {
    viewController?.displayLoading(isLoading: isLoading)
  }

  func presentFormValidation(response: LoginScene.ValidateForm.Response) {
    viewController?.displayFormValidation(
      viewModel: LoginScene.ValidateForm.ViewModel(
        emailError: emailMessage(for: response.emailIssue),
        passwordError: passwordMessage(for: response.passwordIssue),
        isLoginEnabled: response.canSubmit))
  }

  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse) {
    let message =
      response.error == .wrongCredentials
      ? "Wrong email or password"
      : "No connection. Try again."
    viewController?.displayLoginFailed(viewModel: .init(message: message))
  }

  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse) {
    let greeting = "Welcome, \(response.user.name)!"
    viewController?.displayLoginSucceeded(viewModel: .init(message: greeting))
  }

  // MARK: - How each field's issue reads

  private func passwordMessage(for issue: PasswordIssue?) -> String? {
    if issue == .empty { return "Enter your password" }
    if issue == .tooShort { return "At least 8 characters" }
    return nil
  }

  private func emailMessage(for issue: EmailIssue?) -> String? {
    switch issue {
    case nil: return nil
    case .empty?: return "Enter your email"
    case .notAnEmail?: return "This email is not valid"
    }
  }
}
