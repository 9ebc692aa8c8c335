/// The login's decisions: it checks the form with the app's rules, asks the service, keeps
/// the user for Home, and decides when to go there. It writes no text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  var service: (any AuthenticationService)?
  private(set) var user: User?

  private let rules = LoginFormRules()

  // MARK: - Checking the form

  func checkForm(request: LoginScene.CheckForm.Request) {
    let response = check(email: request.email, password: request.password)
    presenter?.presentFormCheck(response: response)
  }

  // MARK: - Logging in

  func logIn(request: LoginScene.LogIn.Request) {
    let formCheck = check(email: request.email, password: request.password)
    if !formCheck.canLogIn {
      presenter?.presentFormCheck(response: formCheck)
      return
    }

    guard let service = service else {
      return
    }
    let email = request.email
    let password = request.password

    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: true))

    Task { [weak self] in
      do throws(LoginError) {
        let loggedInUser = try await service.logIn(email: email, password: password)
        self?.loginSucceeded(with: loggedInUser)
      } catch {
        self?.loginFailed(with: error)
      }
    }
  }

  // MARK: - Helpers

  private func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    let emailProblem = rules.emailProblem(for: email)
    let passwordProblem = rules.passwordProblem(for: password)

    var canLogIn = false
    if emailProblem == nil && passwordProblem == nil {
      canLogIn = true
    }

    return LoginScene.CheckForm.Response(
      emailProblem: emailProblem, passwordProblem: passwordProblem, canLogIn: canLogIn)
  }

  private func loginSucceeded(with loggedInUser: User) {
    user = loggedInUser
    presenter?.presentLoginResult(response: LoginScene.LogIn.Response(result: .success(loggedInUser)))
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
    presenter?.presentHome()
  }

  private func loginFailed(with error: LoginError) {
    user = nil
    presenter?.presentLoginResult(response: LoginScene.LogIn.Response(result: .failure(error)))
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
  }
}
