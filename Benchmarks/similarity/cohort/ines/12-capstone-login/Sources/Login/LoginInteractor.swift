/// The login's business logic: it checks the form with the app's rules, asks the service,
/// keeps the user for Home, and tells the presenter what happened. It writes no text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private let service: any AuthenticationService
  private let formRules = LoginFormRules()

  private(set) var user: User?

  init(service: any AuthenticationService) {
    self.service = service
  }

  func validateForm(request: LoginScene.ValidateForm.Request) {
    let formCheck = formRules.check(email: request.email, password: request.password)
    presenter?.presentFormValidation(response: formCheck)
  }

  func logIn(request: LoginScene.LogIn.Request) {
    let formCheck = formRules.check(email: request.email, password: request.password)
    guard formCheck.canLogIn else {
      presenter?.presentFormValidation(response: formCheck)
      return
    }

    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: true))

    let authenticationService = service
    let email = request.email
    let password = request.password
    Task { [weak self, authenticationService] in
      let outcome: LoginScene.LogIn.Outcome
      do throws(LoginError) {
        let loggedInUser = try await authenticationService.logIn(email: email, password: password)
        outcome = .loggedIn(loggedInUser)
      } catch {
        outcome = .refused(error)
      }
      self?.finishLogIn(with: outcome)
    }
  }

  // MARK: - After the service answered

  private func finishLogIn(with outcome: LoginScene.LogIn.Outcome) {
    switch outcome {
    case .loggedIn(let loggedInUser):
      user = loggedInUser
    case .refused:
      user = nil
    }

    presenter?.presentLogInResult(response: LoginScene.LogIn.Response(outcome: outcome))
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))

    if case .loggedIn = outcome {
      presenter?.presentHome(response: LoginScene.GoHome.Response())
    }
  }
}
