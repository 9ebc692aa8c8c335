/// View → interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func validateForm(request: LoginFlow.Form.Request)
  func submitCredentials(request: LoginFlow.Submit.Request)
}

/// Data the interactor hands over to the next scene.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}

/// Interactor → presenter.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentForm(response: LoginFlow.Form.Response)
  func presentBusy(_ busy: Bool)
  func presentOutcome(response: LoginFlow.Submit.Response)
  /// The interactor decided the user may continue to Home.
  func presentHome()
}

/// Presenter → view.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayForm(viewModel: LoginFlow.Form.ViewModel)
  func displayBusy(_ busy: Bool)
  func displayOutcome(viewModel: LoginFlow.Submit.ViewModel)
  func displayHome()
}

/// View → router.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}

/// Interactor → worker: talks to the authentication service.
@MainActor protocol LoginWorkerLogic: AnyObject {
  func authenticate(email: String, password: String) async -> Result<User, LoginError>
}
