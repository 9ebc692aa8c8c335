@MainActor protocol LoginBusinessLogic: AnyObject {
  func validate(request: Login.Validate.Request)
  func authenticate(request: Login.Authenticate.Request)
}

/// What the interactor keeps for the next scene.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}

@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentValidation(response: Login.Validate.Response)
  func presentLoading(isLoading: Bool)
  func presentAuthentication(response: Login.Authenticate.Response)
}

@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayValidation(viewModel: Login.Validate.ViewModel)
  func displayLoading(isLoading: Bool)
  func displayAuthentication(viewModel: Login.Authenticate.ViewModel)
}

@MainActor protocol LoginWorkerLogic: AnyObject {
  func validate(email: String, password: String) -> [LoginField: ValidationProblem]
  func logIn(email: String, password: String) async throws(LoginError) -> User
}

@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}

@MainActor protocol LoginDataPassing: AnyObject {
  var dataStore: (any LoginDataStore)? { get }
}
