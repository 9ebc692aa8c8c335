/// The login's decisions: whether the form may be sent, and what the service's answer means.
/// It keeps the logged-in user for Home, and writes no text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private(set) var user: User?

  private let service: any AuthenticationService
  private let rules: LoginFormRules = LoginFormRules()

  init(service: any AuthenticationService) {
    self.service = service
  }

  // MARK: - LoginBusinessLogic

  func checkForm(request: LoginScene.CheckForm.Request) {
    presenter?.presentFormCheck(
      response: rules.check(email: request.email, password: request.password))
  }

  func logIn(request: LoginScene.LogIn.Request) {
    // A tap is checked again: the button's state is the view's, the rule is ours.
    let form: LoginScene.CheckForm.Response = rules.check(
      email: request.email, password: request.password)
    guard form.canSubmit else {
      presenter?.presentFormCheck(response: form)
      return
    }

    presenter?.presentLoading(isLoading: true)

    // During the wait the task holds the service and the credentials only; the interactor
    // is held weakly, so closing the screen frees the scene even if the service never answers.
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

  // MARK: - After the service answered

  private func finishLogIn(with result: Result<User, LoginError>) {
    switch result {
    case .success(let loggedIn):
      // Stored before presenting: the router reads it as soon as the success is shown.
      user = loggedIn
      presenter?.presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse(user: loggedIn))
    case .failure(let error):
      user = nil
      presenter?.presentLoginFailed(response: LoginScene.LogIn.FailureResponse(error: error))
    }
    presenter?.presentLoading(isLoading: false)
  }
}
