/// Sign-up use case: validates what the user entered, delegates account creation to the
/// worker and reports the outcome to the presenter. No formatting happens here.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  /// Minimum number of characters a password needs.
  static let minimumPasswordLength = 8

  var worker: (any SignUpWorkerLogic)?
  var presenter: (any SignUpPresentationLogic)?
  private(set) var account: Account?

  func submit(request: SignUp.Submit.Request) {
    let problems = brokenRules(in: request)
    if !problems.isEmpty {
      // Invalid input never gets as far as the worker.
      presenter?.presentValidationErrors(problems)
      return
    }
    createAccount(email: request.email, password: request.password)
  }

  // MARK: - Private

  /// Each rule paired with the error it raises, listed in the order they are reported.
  private func brokenRules(in request: SignUp.Submit.Request) -> [SignUpError] {
    let rules: [(passes: Bool, error: SignUpError)] = [
      (request.email.contains("@"), .invalidEmail),
      (request.password.count >= Self.minimumPasswordLength, .passwordTooShort),
      (request.termsAccepted, .termsNotAccepted),
    ]
    return rules.filter { !$0.passes }.map { $0.error }
  }

  private func createAccount(email: String, password: String) {
    do throws(SignUpError) {
      guard let newAccount = try worker?.createAccount(email: email, password: password) else {
        return
      }
      // Keep it in the data store first, so whoever is notified can already read it.
      account = newAccount
      presenter?.presentAccountCreated(newAccount)
    } catch {
      presenter?.presentFailure(error)
    }
  }
}
