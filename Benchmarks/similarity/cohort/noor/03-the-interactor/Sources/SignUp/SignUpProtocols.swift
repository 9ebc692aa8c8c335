/// Worker: talks to the service that actually creates accounts.
@MainActor protocol SignUpWorkerLogic: AnyObject {
  func createAccount(email: String, password: String) throws(SignUpError) -> Account
}

/// Interactor -> presenter.
@MainActor protocol SignUpPresentationLogic: AnyObject {
  func presentAccountCreated(_ account: Account)
  func presentFailure(_ error: SignUpError)
  /// All broken rules at once, in rule order.
  func presentValidationErrors(_ errors: [SignUpError])
}

/// View -> interactor.
@MainActor protocol SignUpBusinessLogic: AnyObject {
  func submit(request: SignUp.Submit.Request)
}

/// Data handed on to the following scene.
@MainActor protocol SignUpDataStore: AnyObject {
  var account: Account? { get }
}

/// Reasons a sign-up fails.
enum SignUpError: Error, Equatable, Sendable {
  /// Rule violations (caught before anything is sent).
  case invalidEmail
  case passwordTooShort
  case termsNotAccepted
  /// Refused by the service: the address is already registered.
  case emailTaken
}
