/// Writes what the user reads.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentValidation(response: Login.Validate.Response) {
    let emailError: String? =
      response.email.isEmpty
      ? "Enter your email" : response.email.contains("@") ? nil : "This email is not valid"
    let passwordError: String? =
      response.password.isEmpty
      ? "Enter your password" : response.password.count < 8 ? "At least 8 characters" : nil
    viewController?.displayValidation(
      viewModel: .init(
        emailError: emailError, passwordError: passwordError,
        isValid: emailError == nil && passwordError == nil))
  }

  func presentLoading(isLoading: Bool) {
    viewController?.displayLoading(isLoading: isLoading)
  }

  func presentAuthentication(response: Login.Authenticate.Response) {
    let message =
      switch response.result {
      case .success(let user): "Welcome, \(user.name)!"
      case .failure(.wrongCredentials): "Wrong email or password"
      case .failure(.network): "No connection. Try again."
      }
    let succeeded = if case .success = response.result { true } else { false }
    viewController?.displayAuthentication(
      viewModel: .init(message: message, succeeded: succeeded))
  }
}
