/// What the view may ask of the interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func validateForm(request: LoginScene.ValidateForm.Request)
  func logIn(request: LoginScene.LogIn.Request)
}

/// What the interactor keeps for the next scene.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}

/// What the interactor may ask the presenter to show.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentFormValidation(response: LoginScene.ValidateForm.Response)
  func presentLoading(response: LoginScene.Loading.Response)
  func presentLogInResult(response: LoginScene.LogIn.Response)
  func presentHome(response: LoginScene.GoHome.Response)
}

/// What the presenter may ask the view to show.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayFormValidation(viewModel: LoginScene.ValidateForm.ViewModel)
  func displayLoading(viewModel: LoginScene.Loading.ViewModel)
  func displayLogInResult(viewModel: LoginScene.LogIn.ViewModel)
  func displayHome(viewModel: LoginScene.GoHome.ViewModel)
}

/// Where the view may ask the router to go.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}

/// What the router reads to hand data to the next scene.
@MainActor protocol LoginDataPassing: AnyObject {
  var dataStore: (any LoginDataStore)? { get }
}
