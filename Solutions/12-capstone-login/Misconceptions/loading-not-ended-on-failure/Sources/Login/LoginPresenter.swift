/// The texts of the login screen.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentValidation(response: Login.Validate.Response) {
    let viewModel = Login.Validate.ViewModel(
      emailError: emailError(response.problems[.email]),
      passwordError: passwordError(response.problems[.password]),
      isValid: response.problems.isEmpty)
    viewController?.displayValidation(viewModel: viewModel)
  }

  func presentLoading(isLoading: Bool) {
    viewController?.displayLoading(isLoading: isLoading)
  }

  func presentAuthentication(response: Login.Authenticate.Response) {
    let viewModel: Login.Authenticate.ViewModel
    switch response.result {
    case .success(let user):
      viewModel = .init(message: "Welcome, \(user.name)!", succeeded: true)
    case .failure(.wrongCredentials):
      viewModel = .init(message: "Wrong email or password", succeeded: false)
    case .failure(.network):
      viewModel = .init(message: "No connection. Try again.", succeeded: false)
    }
    viewController?.displayAuthentication(viewModel: viewModel)
  }

  private func emailError(_ problem: ValidationProblem?) -> String? {
    switch problem {
    case .missing: "Enter your email"
    case .invalid: "This email is not valid"
    case nil: nil
    }
  }

  private func passwordError(_ problem: ValidationProblem?) -> String? {
    switch problem {
    case .missing: "Enter your password"
    case .invalid: "At least 8 characters"
    case nil: nil
    }
  }
}
