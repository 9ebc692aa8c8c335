/// The business logic of logging in: it checks the form, asks the service, keeps the user
/// for Home, and decides when to go there. It writes no text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private(set) var user: User?

  private let service: any AuthenticationService
  private let rules = LoginFormRules()

  init(service: any AuthenticationService) {
    self.service = service
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    let check = rules.check(email: request.email, password: request.password)
    presenter?.presentFormCheck(response: check)
  }

  func logIn(request: LoginScene.LogIn.Request) {
    let check = rules.check(email: request.email, password: request.password)
    guard check.canLogIn else {
      presenter?.presentFormCheck(response: check)
      return
    }
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: true))
    let service = self.service
    let email = request.email
    let password = request.password
    Task { [weak self] in
      let result = await LoginInteractor.authenticate(
        email: email, password: password, with: service)
      self?.finishLogIn(with: result)
    }
  }

  // MARK: - Steps

  private static func authenticate(
    email: String, password: String, with service: any AuthenticationService
  ) async -> Result<User, LoginError> {
    do throws(LoginError) {
      let user = try await service.logIn(email: email, password: password)
      return .success(user)
    } catch {
      return .failure(error)
    }
  }

  private func finishLogIn(with result: Result<User, LoginError>) {
    keepUser(from: result)
    presenter?.presentLogIn(response: LoginScene.LogIn.Response(result: result))
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
    if case .success = result {
      presenter?.presentHome(response: LoginScene.GoHome.Response())
    }
  }

  private func keepUser(from result: Result<User, LoginError>) {
    switch result {
    case .success(let loggedIn):
      user = loggedIn
    case .failure:
      user = nil
    }
  }
}
