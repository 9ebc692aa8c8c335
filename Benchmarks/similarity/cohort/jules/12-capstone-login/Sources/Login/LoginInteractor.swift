/// The login's business logic: it applies the form's rules, asks the service, and keeps the
/// user for Home. It writes no text and knows nothing of navigation.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private(set) var user: User?

  private let service: any AuthenticationService
  private let rules = LoginFormRules()

  init(service: any AuthenticationService) {
    self.service = service
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    presenter?.presentForm(response: check(email: request.email, password: request.password))
  }

  func logIn(request: LoginScene.LogIn.Request) {
    // A tap checks the form again: a malformed form is never sent to the service.
    let form = check(email: request.email, password: request.password)
    guard form.canLogIn else {
      presenter?.presentForm(response: form)
      return
    }

    user = nil
    presenter?.presentLoading(response: .init(isLoading: true))

    let email = request.email
    let password = request.password
    // The task holds the service while it waits, and the interactor only weakly: closing the
    // screen frees the scene even if the service never answers.
    Task { [weak self, service] in
      do throws(LoginError) {
        let user = try await service.logIn(email: email, password: password)
        self?.succeeded(as: user)
      } catch {
        self?.presenter?.presentLoginFailed(response: .init(error: error))
      }
      self?.presenter?.presentLoading(response: .init(isLoading: false))
    }
  }

  /// The user goes into the data store before the success is presented: Home reads it from
  /// there as soon as it is routed to.
  private func succeeded(as user: User) {
    self.user = user
    presenter?.presentLoginSucceeded(response: .init(user: user))
  }

  private func check(email: String, password: String) -> LoginScene.CheckForm.Response {
    let emailProblem = rules.emailProblem(in: email)
    let passwordProblem = rules.passwordProblem(in: password)
    return LoginScene.CheckForm.Response(
      emailProblem: emailProblem,
      passwordProblem: passwordProblem,
      canLogIn: emailProblem == nil && passwordProblem == nil)
  }
}
