@MainActor protocol SignInBusinessLogic: AnyObject {
  func check(request: SignIn.Form.Request)
  func submit(request: SignIn.Submit.Request)
}

@MainActor protocol SignInDataStore: AnyObject {
  var signedInUser: User? { get }
}

@MainActor protocol SignInPresentationLogic: AnyObject {
  func presentForm(response: SignIn.Form.Response)
  func presentSubmit(response: SignIn.Submit.Response)
  func presentHome()
}

@MainActor protocol SignInDisplayLogic: AnyObject {
  func displayForm(viewModel: SignIn.Form.ViewModel)
  func displaySubmit(viewModel: SignIn.Submit.ViewModel)
  func displayHome()
}

@MainActor protocol AuthenticationWorkerLogic: AnyObject {
  func signIn(_ request: SignIn.Submit.Request) async -> Result<User, LoginError>
}

@MainActor protocol SignInRoutingLogic: AnyObject {
  func showHome()
}
