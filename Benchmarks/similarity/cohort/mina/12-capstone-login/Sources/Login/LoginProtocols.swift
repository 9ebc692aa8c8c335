/// What the view may ask of the interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func checkForm(request: LoginScene.CheckForm.Request)
  // only after a tap on Log in, never while typing
  func logIn(request: LoginScene.LogIn.Request)
}

/// Unused shorthand, from an earlier version of the requests.
private typealias LoginFormRequest = LoginScene.CheckForm.Request

/// What the interactor keeps for the next scene.
@MainActor protocol LoginDataStore: AnyObject {
  // set before the success is presented
  var user: User? { get }
}

/// What the interactor may ask the presenter to show.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentFormCheck(response: LoginScene.CheckForm.Response)
  func presentLoading(response: LoginScene.Loading.Response)
  func presentLoginSucceeded(response: LoginScene.LogIn.Success)
  // the presenter writes the message, not the interactor
  func presentLoginFailed(response: LoginScene.LogIn.Failure)
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel)
  // failures keep the user on this screen
  func displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel)
}

/// Where the login can go.
@MainActor protocol LoginRoutingLogic: AnyObject {
  // pushes Home through the screen's navigator
  func routeToHome()
}

/// What the router passes on to the next scene.
@MainActor protocol LoginDataPassing: AnyObject {
  var dataStore: (any LoginDataStore)? { get }
}
