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
  func presentLoginResult(response: LoginScene.LogIn.Response)
  func presentHome()
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayFormCheck(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
  func displayLoginResult(viewModel: LoginScene.LogIn.ViewModel)
  func displayHome()
}

/// Where the login may lead.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}

/// How the router reaches what the interactor keeps.
@MainActor protocol LoginDataPassing: AnyObject {
  var dataStore: (any LoginDataStore)? { get }
}
