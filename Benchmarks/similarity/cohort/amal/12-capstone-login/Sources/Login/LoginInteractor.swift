/// Applies the form's rules, logs in through the service, and keeps the user for Home.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private let service: any AuthenticationService
  private let rules = LoginFormRules()
  private(set) var user: User?

  init(service: any AuthenticationService) {
    self.service = service
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    let response = rules.check(email: request.email, password: request.password)
    presenter?.presentFormCheck(response: response)
  }

  func logIn(request: LoginScene.LogIn.Request) {
    let formCheck = rules.check(email: request.email, password: request.password)
    guard formCheck.canLogIn else {
      presenter?.presentFormCheck(response: formCheck)
      return
    }

    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: true))

    let service = self.service
    let email = request.email
    let password = request.password
    Task { [weak self] in
      let result: Result<User, LoginError>
      do throws(LoginError) {
        let user = try await service.logIn(email: email, password: password)
        result = .success(user)
      } catch {
        result = .failure(error)
      }
      self?.finishLogIn(with: result)
    }
  }

  private func finishLogIn(with result: Result<User, LoginError>) {
    switch result {
    case .success(let loggedIn):
      user = loggedIn
      presenter?.presentLoginSucceeded(response: LoginScene.LogIn.Success(user: loggedIn))
    case .failure(let error):
      user = nil
      presenter?.presentLoginFailed(response: LoginScene.LogIn.Failure(error: error))
    }
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
  }
}
