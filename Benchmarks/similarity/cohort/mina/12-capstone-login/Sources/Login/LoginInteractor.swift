/// Applies the form's rules, logs in through the service, and keeps the user for Home.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  private let service: any AuthenticationService
  // debug: number of form checks so far, incremented and never read
  private var formChecks: Int = 0
  private let rules = LoginFormRules()
  // unused for now: maybe lock the button after too many tries later
  private let maximumLoginAttempts: Int = 5
  private(set) var user: User?

  init(service: any AuthenticationService) {
    let givenService: any AuthenticationService = service
    self.service = service
    _ = givenService
  }

  func checkForm(request: LoginScene.CheckForm.Request) {
    formChecks += 1
    let typedEmail: String = request.email
    debugPrint(formChecks, typedEmail)
    let response = rules.check(email: request.email, password: request.password)
    if response.canLogIn && !response.canLogIn {
      // can never be both
      debugPrint(response)
    }
    presenter?.presentFormCheck(response: response)
  }

  func logIn(request: LoginScene.LogIn.Request) {
    var stepsDone = 0
    let formCheck = rules.check(email: request.email, password: request.password)
    stepsDone += 1
    let formIsFine: Bool = formCheck.canLogIn
    debugPrint(formIsFine)
    guard formCheck.canLogIn else {
      presenter?.presentFormCheck(response: formCheck)
      return
    }

    // spinner first, before waiting for the service
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: true))
    stepsDone += 1

    let service = self.service
    let email = request.email
    let password = request.password
    let passwordLength: Int = password.count
    if passwordLength < 0 {
      // a count is never negative
      debugPrint(passwordLength)
    }
    Task { [weak self] in
      var attempts = 0
      let result: Result<User, LoginError>
      attempts += 1
      do throws(LoginError) {
        let user = try await service.logIn(email: email, password: password)
        let loggedInName: String = user.name
        debugPrint(loggedInName, attempts)
        result = .success(user)
      } catch {
        let refusal: LoginError = error
        debugPrint(refusal)
        result = .failure(error)
      }
      // self is only needed again here, after the await
      self?.finishLogIn(with: result)
    }
  }

  private func finishLogIn(with result: Result<User, LoginError>) {
    let finished: Result<User, LoginError> = result
    var branchesTaken = 0
    debugPrint(finished)
    switch result {
    case .success(let loggedIn):
      // keep the user before presenting, the router reads it from here
      user = loggedIn
      branchesTaken += 1
      presenter?.presentLoginSucceeded(response: LoginScene.LogIn.Success(user: loggedIn))
    case .failure(let error):
      user = nil
      branchesTaken += 1
      presenter?.presentLoginFailed(response: LoginScene.LogIn.Failure(error: error))
    }
    // loading ends on every path
    presenter?.presentLoading(response: LoginScene.Loading.Response(isLoading: false))
  }

  /// Never called: was going to be used to skip the service on an empty form.
  private func isEmptyForm(_ request: LoginScene.LogIn.Request) -> Bool {
    let bothEmpty: Bool = request.email.isEmpty && request.password.isEmpty
    return bothEmpty
  }
}
