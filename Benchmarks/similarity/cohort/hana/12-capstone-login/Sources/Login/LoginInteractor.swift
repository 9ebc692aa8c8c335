/// The login's business logic: it checks the form, asks the service, keeps the user for
/// Home, and tells the presenter what happened.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  var service: (any AuthenticationService)?
  private(set) var user: User?

  private let rules = LoginFormRules()

  func checkForm(request: LoginScene.CheckForm.Request) {
    presenter?.presentForm(response: rules.check(email: request.email, password: request.password))
  }

  func logIn(request: LoginScene.LogIn.Request) {
    let form = rules.check(email: request.email, password: request.password)
    guard form.isValid else {
      presenter?.presentForm(response: form)
      return
    }
    guard let service else { return }

    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: true))

    let email = request.email
    let password = request.password
    Task { [weak self, service] in
      let result: Result<User, LoginError>
      do throws(LoginError) {
        let loggedIn = try await service.logIn(email: email, password: password)
        result = .success(loggedIn)
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
      presenter?.presentLogIn(response: .loggedIn(loggedIn))
      presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
      presenter?.presentHome()
    case .failure(let error):
      user = nil
      presenter?.presentLogIn(response: .refused(error))
      presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
    }
  }
}
