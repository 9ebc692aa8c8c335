/// What the view may ask of the interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func checkForm(request: LoginScene.CheckForm.Request)
  func logIn(request: LoginScene.LogIn.Request)
}

/// What the interactor keeps for the next scene.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}

/// What the interactor may ask the presenter to show.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentFormCheck(response: LoginScene.CheckForm.Response)
  func presentLoading(response: LoginScene.Loading.Response)
  func presentLoginSucceeded(response: LoginScene.LogIn.Success)
  func presentLoginFailed(response: LoginScene.LogIn.Failure)
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel)
  func displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel)
}

/// Where the login can go.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}

/// What the router passes on to the next scene.
@MainActor protocol LoginDataPassing: AnyObject {
  var dataStore: (any LoginDataStore)? { get }
}
