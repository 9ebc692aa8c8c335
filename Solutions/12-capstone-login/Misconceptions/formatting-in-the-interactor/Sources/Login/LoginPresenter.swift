/// Passes the interactor's texts on.
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
    viewController?.displayAuthentication(
      viewModel: .init(message: response.message, succeeded: response.succeeded))
  }
}
