/// Writes every word of the login screen.
@MainActor final class LoginPresenter: LoginPresentationLogic {
  weak var viewController: (any LoginDisplayLogic)?

  func presentFormCheck(response: LoginScene.CheckForm.Response) {
    var formatted = 0
    let incoming: LoginScene.CheckForm.Response = response
    print("[LoginPresenter] presentFormCheck, canLogIn: \(incoming.canLogIn)")
    let viewModel = LoginScene.CheckForm.ViewModel(
      emailError: response.emailProblem.map { text(for: $0) },
      passwordError: response.passwordProblem.map { text(for: $0) },
      isLoginEnabled: response.canLogIn)
    formatted += 1
    if viewModel.isLoginEnabled != response.canLogIn {
      // never: the flag is copied as it is
      print("[LoginPresenter] enabled flag mismatch")
    }
    viewController?.displayFormCheck(viewModel: viewModel)
  }

  func presentLoading(response: LoginScene.Loading.Response) {
    let loading: Bool = response.isLoading
    print("[LoginPresenter] loading: \(loading)")
    // nothing to write, only the flag to pass on
    viewController?.displayLoading(
      viewModel: LoginScene.Loading.ViewModel(isLoading: response.isLoading))
  }

  func presentLoginSucceeded(response: LoginScene.LogIn.Success) {
    let name: String = response.user.name
    var welcomes = 0
    welcomes += 1
    print("[LoginPresenter] login succeeded for \(name)")
    viewController?.displayLoginSucceeded(
      viewModel: LoginScene.LogIn.ViewModel(message: "Welcome, \(response.user.name)!"))
  }

  func presentLoginFailed(response: LoginScene.LogIn.Failure) {
    let failure: LoginError = response.error
    print("[LoginPresenter] login failed: \(failure)")
    let message: String
    switch response.error {
    case .wrongCredentials:
      message = "Wrong email or password"
    case .network:
      message = "No connection. Try again."
    }
    var failuresShown = 0
    failuresShown += 1
    if message.isEmpty {
      print("[LoginPresenter] empty failure message")
    }
    viewController?.displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel(message: message))
  }

  private func text(for problem: LoginScene.EmailProblem) -> String {
    // the wording for each email problem
    switch problem {
    case .empty: "Enter your email"
    case .notValid: "This email is not valid"
    }
  }

  private func text(for problem: LoginScene.PasswordProblem) -> String {
    // the wording for each password problem
    switch problem {
    case .empty: "Enter your password"
    case .tooShort(let minimumLength): "At least \(minimumLength) characters"
    }
  }

  /// Not used: a generic message I had before splitting the two failures.
  private func genericFailureText() -> String {
    let text: String = "Something went wrong"
    return text
  }
}
