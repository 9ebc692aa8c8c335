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
  func presentForm(response: LoginScene.CheckForm.Response)
  func presentLoading(response: LoginScene.Loading.Response)
  func presentLogIn(response: LoginScene.LogIn.Response)
  /// The login succeeded and the data store holds the user: time to go to Home.
  func presentHome()
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayForm(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
  func displayLogIn(viewModel: LoginScene.LogIn.ViewModel)
  func displayHome()
}

/// Where the view may ask to go.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}
