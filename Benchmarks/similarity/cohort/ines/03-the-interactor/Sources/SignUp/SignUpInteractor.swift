/// The business logic of signing up: it applies the rules, asks the worker, and tells the
/// presenter what happened. It formats nothing.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  var presenter: (any SignUpPresentationLogic)?
  var worker: (any SignUpWorkerLogic)?
  private(set) var account: Account?

  /// The shortest password the service accepts.
  static let minimumPasswordLength = 8

  func submit(request: SignUp.Submit.Request) {
    let brokenRules = validationErrors(for: request)
    if !brokenRules.isEmpty {
      presenter?.presentValidationErrors(brokenRules)
      return
    }

    guard let worker else {
      return
    }

    do throws(SignUpError) {
      let createdAccount = try worker.createAccount(email: request.email, password: request.password)
      account = createdAccount
      presenter?.presentAccountCreated(createdAccount)
    } catch {
      presenter?.presentFailure(error)
    }
  }

  // MARK: - Rules

  /// Every rule the request breaks, in the order the rules are listed.
  private func validationErrors(for request: SignUp.Submit.Request) -> [SignUpError] {
    var errors: [SignUpError] = []
    if !request.email.contains("@") {
      errors.append(.invalidEmail)
    }
    if request.password.count < Self.minimumPasswordLength {
      errors.append(.passwordTooShort)
    }
    if !request.termsAccepted {
      errors.append(.termsNotAccepted)
    }
    return errors
  }
}
