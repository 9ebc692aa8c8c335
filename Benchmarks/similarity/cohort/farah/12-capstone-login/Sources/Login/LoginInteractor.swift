/// Applies the form's rules, asks the service, keeps the user for Home.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  let service: any AuthenticationService
  private(set) var user: User?

  init(service: any AuthenticationService) {
    self.service = service
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    presentForm(LoginForm(email: request.email, password: request.password))
  }

  func logIn(request: LoginScene.LogIn.Request) {
    let form = LoginForm(email: request.email, password: request.password)
    guard form.isValid else {
      presentForm(form)
      return
    }

    presenter?.presentLoading(response: .init(isLoading: true))
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
    case .success(let user):
      self.user = user
      presenter?.presentLoginSucceeded(response: .init(user: user))
    case .failure(let error):
      user = nil
      presenter?.presentLoginFailed(response: .init(error: error))
    }
    presenter?.presentLoading(response: .init(isLoading: false))
  }

  private func presentForm(_ form: LoginForm) {
    presenter?.presentForm(
      response: .init(
        emailProblem: form.emailProblem, passwordProblem: form.passwordProblem,
        canLogIn: form.isValid))
  }
}
