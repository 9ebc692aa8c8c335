/// What the view may ask of the interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func checkForm(request: LoginScene.CheckForm.Request)
  func logIn(request: LoginScene.LogIn.Request)
}

/// What the interactor keeps for the next scene: the user, once logged in.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}

/// What the interactor may ask the presenter to format.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentFormCheck(response: LoginScene.CheckForm.Response)
  func presentLoading(isLoading: Bool)
  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse)
  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse)
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(isLoading: Bool)
  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel)
  func displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel)
}

/// Where the view may ask to go.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}
