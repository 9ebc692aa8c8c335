/// Where the login decides things: may the form be sent, and what does the service's answer
/// mean. It keeps the signed-in user for Home and never writes text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  private let service: any AuthenticationService
  private let formRules = LoginFormRules()

  private(set) var user: User?
  var presenter: (any LoginPresentationLogic)?

  init(service: any AuthenticationService) {
    self.service = service
  }

  // MARK: - LoginBusinessLogic

  func logIn(request: LoginScene.LogIn.Request) {
    // The button's state belongs to the view, the rule belongs here: check a tap again.
    let verdict = formRules.evaluate(email: request.email, password: request.password)
    if verdict.canSubmit {
      presenter?.presentLoading(isLoading: true)
      authenticate(email: request.email, password: request.password)
    } else {
      presenter?.presentFormValidation(response: verdict)
    }
  }

  func validateForm(request: LoginScene.ValidateForm.Request) {
    let verdict = formRules.evaluate(email: request.email, password: request.password)
    presenter?.presentFormValidation(response: verdict)
  }

  // MARK: - Talking to the service

  /// While waiting, the task only holds the service and the credentials; the interactor is
  /// weak, so closing the screen releases the scene even if no answer ever comes.
  private func authenticate(email: String, password: String) {
    let client = service
    Task { @MainActor [weak self, client] in
      do throws(LoginError) {
        let signedIn = try await client.logIn(email: email, password: password)
        self?.loginSucceeded(as: signedIn)
      } catch {
        self?.loginFailed(because: error)
      }
    }
  }

  private func loginFailed(because error: LoginError) {
    defer { presenter?.presentLoading(isLoading: false) }
    user = nil
    presenter?.presentLoginFailed(response: .init(error: error))
  }

  private func loginSucceeded(as signedIn: User) {
    defer { presenter?.presentLoading(isLoading: false) }
    // Keep the user before telling anyone: the router reads it as soon as success is shown.
    user = signedIn
    presenter?.presentLoginSucceeded(response: .init(user: signedIn))
  }
}
