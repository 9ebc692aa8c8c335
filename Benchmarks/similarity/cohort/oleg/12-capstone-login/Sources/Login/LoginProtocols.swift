/// What the view may ask of the interactor.
@MainActor protocol LoginBusinessLogic: AnyObject {
  func validateForm(request: LoginScene.ValidateForm.Request)
  func logIn(request: LoginScene.LogIn.Request)
}

/// What the view may ask the router to do.
@MainActor protocol LoginRoutingLogic: AnyObject {
  func routeToHome()
}

/// What the interactor may ask the presenter to turn into text.
@MainActor protocol LoginPresentationLogic: AnyObject {
  func presentFormValidation(response: LoginScene.ValidateForm.Response)
  func presentLoading(isLoading: Bool)
  func presentLoginSucceeded(response: LoginScene.LogIn.SuccessResponse)
  func presentLoginFailed(response: LoginScene.LogIn.FailureResponse)
}

/// What the presenter may ask the view to put on screen.
@MainActor protocol LoginDisplayLogic: AnyObject {
  func displayFormValidation(viewModel: LoginScene.ValidateForm.ViewModel)
  func displayLoading(isLoading: Bool)
  func displayLoginSucceeded(viewModel: LoginScene.LogIn.ViewModel)
  func displayLoginFailed(viewModel: LoginScene.LogIn.ViewModel)
}

/// What the interactor hands on to the next scene: the user, after a successful login.
@MainActor protocol LoginDataStore: AnyObject {
  var user: User? { get }
}
