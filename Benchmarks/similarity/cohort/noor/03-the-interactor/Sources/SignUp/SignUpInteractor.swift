/// Sign-up business logic. Checks the request against the rules, hands valid ones to the
/// worker and reports the outcome to the presenter; no formatting happens here.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  /// Minimum number of characters a password needs.
  static let minimumPasswordLength = 8

  var worker: (any SignUpWorkerLogic)?
  var presenter: (any SignUpPresentationLogic)?

  private(set) var account: Account?

  func submit(request: SignUp.Submit.Request) {
    // Validate before any side effect.
    let errors: [SignUpError] = validationErrors(for: request)
    guard errors.isEmpty else {
      presenter?.presentValidationErrors(errors)
      return
    }
    guard let worker else { return }
    do throws(SignUpError) {
      let created: Account = try worker.createAccount(email: request.email, password: request.password)
      // Keep it in the data store first, then tell the presenter.
      account = created
      presenter?.presentAccountCreated(created)
    } catch {
      presenter?.presentFailure(error)
    }
  }
}
