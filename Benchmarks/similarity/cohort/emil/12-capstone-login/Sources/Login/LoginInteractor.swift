/// The login's decisions: it checks the form, asks the service, keeps the user for Home, and
/// decides when to go there. It writes no text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private let service: any AuthenticationService
  private(set) var user: User?

  init(service: any AuthenticationService) {
    self.service = service
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    present(LoginForm(email: request.email, password: request.password))
  }

  func logIn(request: LoginScene.LogIn.Request) {
    let form = LoginForm(email: request.email, password: request.password)
    guard form.isValid else {
      present(form)
      return
    }

    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: true))
    let service = self.service
    Task { [weak self] in
      let result: Result<User, LoginError>
      do throws(LoginError) {
        result = .success(try await service.logIn(email: form.email, password: form.password))
      } catch {
        result = .failure(error)
      }
      self?.finishLogIn(with: result)
    }
  }

  // MARK: - Private

  private func present(_ form: LoginForm) {
    presenter?.presentForm(
      response: LoginScene.CheckForm.Response(
        emailProblem: form.emailProblem,
        passwordProblem: form.passwordProblem,
        canLogIn: form.isValid))
  }

  private func finishLogIn(with result: Result<User, LoginError>) {
    user = try? result.get()
    presenter?.presentLogIn(response: LoginScene.LogIn.Response(result: result))
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
    if case .success = result {
      presenter?.presentHome()
    }
  }
}
