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
  func presentLogIn(response: LoginScene.LogIn.Response)
  func presentHome(response: LoginScene.GoHome.Response)
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
  func displayLogIn(viewModel: LoginScene.LogIn.ViewModel)
  func displayHome(viewModel: LoginScene.GoHome.ViewModel)
}

/// Where the view may ask the router to go.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}
