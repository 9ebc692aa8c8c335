/// Writes what the user reads.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentValidation(response: Login.Validate.Response) {
    viewController?.displayValidation(
      viewModel: .init(
        emailError: response.problems[.email].map {
          $0 == .missing ? "Enter your email" : "This email is not valid"
        },
        passwordError: response.problems[.password].map {
          $0 == .missing ? "Enter your password" : "At least 8 characters"
        },
        isValid: response.problems.isEmpty))
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
