/// Signing up, the business side: checks the rules, hands a valid request to the worker and
/// reports the outcome to the presenter. No text is formatted here.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  /// Passwords shorter than this are refused by the service.
  static let minimumPasswordLength = 8

  var worker: (any SignUpWorkerLogic)?
  var presenter: (any SignUpPresentationLogic)?
  private(set) var account: Account?

  func submit(request: SignUp.Submit.Request) {
    let broken = brokenRules(in: request)
    if !broken.isEmpty {
      // A request that breaks a rule never reaches the worker.
      presenter?.presentValidationErrors(broken)
      return
    }
    if let worker {
      createAccount(using: worker, for: request)
    }
  }

  private func createAccount(
    using worker: any SignUpWorkerLogic, for request: SignUp.Submit.Request
  ) {
    do throws(SignUpError) {
      let newAccount = try worker.createAccount(email: request.email, password: request.password)
      // Kept first, so the next scene can read it as soon as it hears about it.
      account = newAccount
      presenter?.presentAccountCreated(newAccount)
    } catch {
      presenter?.presentFailure(error)
    }
  }

  /// The rules the request breaks, listed in the same order as the rules themselves.
  private func brokenRules(in request: SignUp.Submit.Request) -> [SignUpError] {
    let checks: [(failed: Bool, error: SignUpError)] = [
      (!request.email.contains("@"), .invalidEmail),
      (request.password.count < Self.minimumPasswordLength, .passwordTooShort),
      (!request.termsAccepted, .termsNotAccepted),
    ]
    return checks.compactMap { check in check.failed ? check.error : nil }
  }
}
