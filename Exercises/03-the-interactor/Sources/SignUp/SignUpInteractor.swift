/// The business logic of signing up: it applies the rules, asks the worker, and tells the
/// presenter what happened. It formats nothing.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  var presenter: (any SignUpPresentationLogic)?
  var worker: (any SignUpWorkerLogic)?
  private(set) var account: Account?

  /// The shortest password the service accepts.
  static let minimumPasswordLength = 8

  func submit(request: SignUp.Submit.Request) {
    // TODO: the rules of the README's task.
  }
}
