/// What the view may ask of the interactor.
@MainActor protocol SignUpBusinessLogic: AnyObject {
  func submit(request: SignUp.Submit.Request)
}

/// What the interactor keeps for the next scene.
@MainActor protocol SignUpDataStore: AnyObject {
  var account: Account? { get }
}

/// What the interactor may ask the presenter to show.
@MainActor protocol SignUpPresentationLogic: AnyObject {
  /// Every rule the request breaks, in the order the rules are listed.
  func presentValidationErrors(_ errors: [SignUpError])
  func presentAccountCreated(_ account: Account)
  func presentFailure(_ error: SignUpError)
}

/// The side effect: creating the account on the service.
@MainActor protocol SignUpWorkerLogic: AnyObject {
  func createAccount(email: String, password: String) throws(SignUpError) -> Account
}
