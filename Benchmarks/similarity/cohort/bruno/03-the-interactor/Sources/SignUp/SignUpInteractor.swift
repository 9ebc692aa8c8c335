/// The business logic of signing up: it applies the rules, asks the worker, and tells the
/// presenter what happened. It formats nothing.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  var presenter: (any SignUpPresentationLogic)?
  var worker: (any SignUpWorkerLogic)?
  private(set) var account: Account?

  /// The shortest password the service accepts.
  static let minimumPasswordLength = 8

  func submit(request: SignUp.Submit.Request) {
    let errors = brokenRules(in: request)
    guard errors.isEmpty else {
      presenter?.presentValidationErrors(errors)
      return
    }
    createAccount(email: request.email, password: request.password)
  }

  // MARK: - Rules

  /// Every rule the request breaks, in the order the rules are listed.
  private func brokenRules(in request: SignUp.Submit.Request) -> [SignUpError] {
    var errors: [SignUpError] = []
    if !isValidEmail(request.email) {
      errors.append(.invalidEmail)
    }
    if !isLongEnough(request.password) {
      errors.append(.passwordTooShort)
    }
    if !request.termsAccepted {
      errors.append(.termsNotAccepted)
    }
    return errors
  }

  private func isValidEmail(_ email: String) -> Bool {
    email.contains("@")
  }

  private func isLongEnough(_ password: String) -> Bool {
    password.count >= Self.minimumPasswordLength
  }

  // MARK: - Worker

  private func createAccount(email: String, password: String) {
    guard let worker else { return }
    do throws(SignUpError) {
      let created = try worker.createAccount(email: email, password: password)
      account = created
      presenter?.presentAccountCreated(created)
    } catch {
      presenter?.presentFailure(error)
    }
  }
}
