@MainActor protocol LoginBusinessLogic: AnyObject {
  func checkForm(request: LoginScene.CheckForm.Request)
  func logIn(request: LoginScene.LogIn.Request)
}

/// What the login passes on: the user, once the service accepted them.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}

@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentForm(response: LoginScene.CheckForm.Response)
  func presentLoading(response: LoginScene.LogIn.LoadingResponse)
  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse)
  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse)
}

@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayForm(viewModel: LoginScene.CheckForm.ViewModel)
  func displayLoading(viewModel: LoginScene.LogIn.LoadingViewModel)
  func displayLoginSucceeded(viewModel: LoginScene.LogIn.MessageViewModel)
  func displayLoginFailed(viewModel: LoginScene.LogIn.MessageViewModel)
}

@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}
