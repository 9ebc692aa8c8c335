/// Turns each step into what the screen shows.
@MainActor final class SignInPresenter: SignInPresentationLogic {
  weak var display: (any SignInDisplayLogic)?

  func presentForm(response: SignIn.Form.Response) {
    display?.displayForm(
      viewModel: .init(
        emailError: response.emailProblem.map {
          $0 == .empty ? "Enter your email" : "This email is not valid"
        },
        passwordError: response.passwordProblem.map {
          $0 == .empty ? "Enter your password" : "At least 8 characters"
        },
        canSubmit: response.emailProblem == nil && response.passwordProblem == nil))
  }

  func presentSubmit(response: SignIn.Submit.Response) {
    let viewModel: SignIn.Submit.ViewModel =
      switch response {
      case .started: .init(isLoading: true, message: nil)
      case .signedIn(let user): .init(isLoading: false, message: "Welcome, \(user.name)!")
      case .refused(.wrongCredentials): .init(isLoading: false, message: "Wrong email or password")
      case .refused(.network): .init(isLoading: false, message: "No connection. Try again.")
      }
    display?.displaySubmit(viewModel: viewModel)
  }

  func presentHome() {
    display?.displayHome()
  }
}
