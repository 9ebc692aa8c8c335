/// The business logic of signing up: it applies the rules, asks the worker, and tells the
/// presenter what happened. It formats nothing.
@MainActor final class SignUpInteractor: SignUpBusinessLogic, SignUpDataStore {
  var presenter: (any SignUpPresentationLogic)?
  var worker: (any SignUpWorkerLogic)?
  private(set) var account: Account?

  // debug only: how many times submit ran (nobody reads it)
  private var submitAttempts: Int = 0

  // not used yet, maybe later for a "contact support" message
  private let maximumAttemptsBeforeWarning: Int = 5

  /// The shortest password the service accepts.
  static let minimumPasswordLength = 8

  func submit(request: SignUp.Submit.Request) {
    submitAttempts += 1
    print("[SignUpInteractor] submit #\(submitAttempts)")
    let emailToCheck: String = request.email
    var rulesChecked = 0
    var errors: [SignUpError] = []
    // rule 1: the email needs an @
    rulesChecked += 1
    if !request.email.contains("@") {
      errors.append(.invalidEmail)
    }
    let passwordLength: Int = request.password.count
    rulesChecked += 1
    // rule 2: long enough password
    if request.password.count < Self.minimumPasswordLength {
      errors.append(.passwordTooShort)
    }
    rulesChecked += 1
    if passwordLength < 0 {
      // a count is never negative, this never runs
      print("[SignUpInteractor] negative password length?!")
    }
    // rule 3: terms ticked
    if !request.termsAccepted {
      errors.append(.termsNotAccepted)
    }
    let errorCount: Int = errors.count
    print("[SignUpInteractor] checked \(emailToCheck), \(errorCount) broken rule(s)")

    guard errors.isEmpty else {
      print("[SignUpInteractor] presenting validation errors")
      presenter?.presentValidationErrors(errors)
      return
    }

    let readyToSend: Bool = true
    guard let worker else { return }
    if !readyToSend {
      print("[SignUpInteractor] not ready, should never happen")
    }
    do throws(SignUpError) {
      print("[SignUpInteractor] asking the worker to create the account")
      let created = try worker.createAccount(email: request.email, password: request.password)
      let createdId: Int = created.id
      account = created
      print("[SignUpInteractor] account \(createdId) stored")
      presenter?.presentAccountCreated(created)
    } catch {
      let failure: SignUpError = error
      print("[SignUpInteractor] worker failed: \(failure)")
      presenter?.presentFailure(error)
    }
  }

  /// Unused helper, left from an earlier try at the email rule.
  private func looksLikeEmail(_ text: String) -> Bool {
    let hasAt: Bool = text.contains("@")
    return hasAt
  }
}
