/// What the view may ask of the interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func checkForm(request: LoginScene.CheckForm.Request)
  func logIn(request: LoginScene.LogIn.Request)
}

/// What the interactor keeps for the next scene.
@MainActor protocol LoginDataStore: AnyObject {
  /// The user of the last login that succeeded; none while a login is under way or after one
  /// failed.
  var user: User? { get }
}

/// What the interactor may ask the presenter to show.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentForm(response: LoginScene.CheckForm.Response)
  func presentLoading(response: LoginScene.LogIn.LoadingResponse)
  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse)
  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse)
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayForm(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(viewModel: LoginScene.LogIn.LoadingViewModel)
  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ResultViewModel)
  func displayLoginFailed(viewModel: LoginScene.LogIn.ResultViewModel)
}

/// Where the view may ask to go.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}
