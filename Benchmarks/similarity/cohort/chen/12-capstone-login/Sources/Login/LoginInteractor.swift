/// The login's business logic: it checks the form, asks the service, keeps the user for
/// Home, and decides where the scene goes next. It writes no text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private let service: any AuthenticationService
  private let rules = LoginFormRules()

  private(set) var user: User?
  private var isLoggingIn = false

  init(service: any AuthenticationService) {
    self.service = service
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    presenter?.presentForm(response: rules.check(email: request.email, password: request.password))
  }

  func logIn(request: LoginScene.LogIn.Request) {
    let form = rules.check(email: request.email, password: request.password)
    guard form.canLogIn else {
      presenter?.presentForm(response: form)
      return
    }
    guard !isLoggingIn else { return }
    isLoggingIn = true
    presenter?.presentLoading(response: .init(isLoading: true))

    let service = self.service
    let (email, password) = (request.email, request.password)
    Task { [weak self] in
      let result: Result<User, LoginError>
      do throws(LoginError) {
        result = .success(try await service.logIn(email: email, password: password))
      } catch {
        result = .failure(error)
      }
      self?.finishLogIn(with: result)
    }
  }
}

private extension LoginInteractor {
  func finishLogIn(with result: Result<User, LoginError>) {
    isLoggingIn = false
    switch result {
    case .success(let loggedIn): user = loggedIn
    case .failure: user = nil
    }
    presenter?.presentLogin(response: .init(result: result))
    presenter?.presentLoading(response: .init(isLoading: false))
    if case .success = result {
      presenter?.presentHome()
    }
  }
}
