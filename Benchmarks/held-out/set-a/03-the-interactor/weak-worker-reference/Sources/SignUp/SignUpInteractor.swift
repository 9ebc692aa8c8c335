/// The business logic of signing up: it applies the rules, asks the worker, and tells the
/// presenter what happened. It formats nothing.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  var presenter: (any SignUpPresentationLogic)?
  weak var worker: (any SignUpWorkerLogic)?
  private(set) var account: Account?

  /// The shortest password the service accepts.
  static let minimumPasswordLength = 8

  func submit(request: SignUp.Submit.Request) {
    let errors = validationErrors(request)
    guard errors.isEmpty else {
      presenter?.presentValidationErrors(errors)
      return
    }
    guard let worker else { return }
    do throws(SignUpError) {
      let created = try worker.createAccount(email: request.email, password: request.password)
      account = created
      presenter?.presentAccountCreated(created)
    } catch {
      presenter?.presentFailure(error)
    }
  }

  /// Every rule the request breaks, in the order of the rules.
  private func validationErrors(_ request: SignUp.Submit.Request) -> [SignUpError] {
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
