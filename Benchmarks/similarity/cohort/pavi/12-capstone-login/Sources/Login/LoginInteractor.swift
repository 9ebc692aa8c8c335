/// Business logic of the login: validates the form, asks the worker to authenticate and
/// decides where the user goes next. Writes no user-facing text.
@MainActor final class LoginInteractor: LoginBusinessLogic, LoginDataStore {
  var presenter: (any LoginPresentationLogic)?
  var worker: (any LoginWorkerLogic)?
  private(set) var user: User?

  func validateForm(request: LoginFlow.Form.Request) {
    let problems = LoginFormRules.problems(email: request.email, password: request.password)
    presenter?.presentForm(response: LoginFlow.Form.Response(problems: problems))
  }

  func submitCredentials(request: LoginFlow.Submit.Request) {
    // The button state lives in the view; the rule is enforced here again on every tap.
    let problems = LoginFormRules.problems(email: request.email, password: request.password)
    if !problems.isEmpty {
      presenter?.presentForm(response: LoginFlow.Form.Response(problems: problems))
      return
    }
    guard let worker else { return }

    presenter?.presentBusy(true)

    let email = request.email
    let password = request.password
    // Weak self while waiting: closing the screen must free the scene even if the service
    // never answers. Only the worker is kept alive by the task.
    Task { [weak self, worker] in
      let result = await worker.authenticate(email: email, password: password)
      self?.handle(result)
    }
  }

  private func handle(_ result: Result<User, LoginError>) {
    switch result {
    case .success(let signedIn):
      // Stored first: the router reads the data store as soon as Home is requested.
      user = signedIn
      presenter?.presentOutcome(response: LoginFlow.Submit.Response(result: result))
      presenter?.presentHome()
    case .failure:
      user = nil
      presenter?.presentOutcome(response: LoginFlow.Submit.Response(result: result))
    }
    presenter?.presentBusy(false)
  }
}

/// Wraps the authentication service and turns its typed throw into a `Result`.
@MainActor final class LoginWorker: LoginWorkerLogic {
  private let service: any AuthenticationService

  init(service: any AuthenticationService) {
    self.service = service
  }

  func authenticate(email: String, password: String) async -> Result<User, LoginError> {
    do throws(LoginError) {
      let user = try await service.logIn(email: email, password: password)
      return .success(user)
    } catch {
      return .failure(error)
    }
  }
}
