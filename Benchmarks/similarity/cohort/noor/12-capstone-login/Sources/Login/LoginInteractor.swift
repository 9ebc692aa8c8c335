/// Decides whether the form can be sent and interprets the service's reply. Holds the
/// signed-in user for the Home scene; never produces user-facing text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  private let rules: LoginFormRules = LoginFormRules()
  private let service: any AuthenticationService

  var presenter: (any LoginPresentationLogic)?
  private(set) var user: User?

  init(service: any AuthenticationService) {
    self.service = service
  }

  // MARK: - Business logic

  func logIn(request: LoginScene.LogIn.Request) {
    // Re-validate on tap: the button state belongs to the view, the rule belongs here.
    let form: LoginScene.CheckForm.Response = rules.check(email: request.email, password: request.password)
    guard form.canSubmit else {
      presenter?.presentFormCheck(response: form)
      return
    }
    presenter?.presentLoading(isLoading: true)
    // Capture only the service and the credentials for the await; self is weak so the
    // scene can be released while the request is still pending.
    let email: String = request.email
    let password: String = request.password
    let service: any AuthenticationService = self.service
    Task { @MainActor [weak self, service] in
      let result: Result<User, LoginError>
      do throws(LoginError) {
        result = .success(try await service.logIn(email: email, password: password))
      } catch {
        result = .failure(error)
      }
      guard let self else { return }
      self.finishLogIn(with: result)
    }
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    presenter?.presentFormCheck(response: rules.check(email: request.email, password: request.password))
  }

  // MARK: - Handling the reply

  private func finishLogIn(with result: Result<User, LoginError>) {
    switch result {
    case .success(let loggedIn):
      // Set the user before presenting, since routing reads it right away.
      user = loggedIn
      presenter?.presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse(user: loggedIn))
    case .failure(let error):
      user = nil
      presenter?.presentLoginFailed(response: LoginScene.LogIn.FailureResponse(error: error))
    }
    presenter?.presentLoading(isLoading: false)
  }
}
