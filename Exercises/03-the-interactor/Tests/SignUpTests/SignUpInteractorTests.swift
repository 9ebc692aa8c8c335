import Testing

@testable import SignUp

/// The interactor alone: spies stand in for its presenter and its worker. Given a request,
/// when the interactor runs, then the worker and the presenter received the right calls.
@Suite("SignUpInteractor")
@MainActor
struct SignUpInteractorTests {
  let interactor = SignUpInteractor()
  let presenter = SignUpPresentationLogicSpy()
  let worker = SignUpWorkerLogicSpy()

  init() {
    interactor.presenter = presenter
    interactor.worker = worker
  }

  @Test("a valid request creates the account and presents it")
  func validRequest() {
    worker.createAccountReturnValue = Account(id: 7, email: "ada@example.com")

    interactor.submit(request: Self.request())

    #expect(
      worker.createAccountCallsCount == 1,
      "A request that breaks no rule goes to the worker: call worker?.createAccount(email:password:)."
    )
    #expect(worker.createAccountReceivedArguments?.email == "ada@example.com")
    #expect(worker.createAccountReceivedArguments?.password == "correct horse")
    #expect(
      presenter.presentAccountCreatedReceivedAccount == Account(id: 7, email: "ada@example.com"),
      "Hand the created account to presenter?.presentAccountCreated(_:).")
    #expect(!presenter.presentValidationErrorsCalled, "A valid request has no errors to present.")
    #expect(
      interactor.account == Account(id: 7, email: "ada@example.com"),
      "Keep the account in the data store (self.account) for the next scene.")
  }

  @Test(
    "each broken rule is presented, and nothing is sent to the worker",
    arguments: [
      (Self.request(email: "ada.example.com"), [SignUpError.invalidEmail], "An email needs an @."),
      (
        Self.request(password: "1234567"), [.passwordTooShort],
        "7 characters is one too few: 8 is the minimum."
      ),
      (Self.request(terms: false), [.termsNotAccepted], "The terms must be accepted."),
      (
        Self.request(email: "nope", password: "", terms: false),
        [.invalidEmail, .passwordTooShort, .termsNotAccepted],
        "Report every broken rule at once, in the rules' order."
      ),
    ])
  func brokenRules(request: SignUp.Submit.Request, errors: [SignUpError], why: String) {
    interactor.submit(request: request)

    #expect(presenter.presentValidationErrorsReceivedErrors == errors, Comment(rawValue: why))
    #expect(presenter.presentValidationErrorsCallsCount == 1)
    #expect(
      !worker.createAccountCalled,
      "Never send a request that breaks a rule: check the rules before calling the worker.")
    #expect(!presenter.presentAccountCreatedCalled)
  }

  @Test("a password of exactly 8 characters is long enough")
  func minimumPassword() {
    worker.createAccountReturnValue = Account(id: 1, email: "ada@example.com")
    interactor.submit(request: Self.request(password: "12345678"))
    #expect(
      worker.createAccountCalled,
      "8 characters is the minimum, so it is allowed: compare with < 8, not <= 8.")
  }

  @Test("when the worker says the email is taken, the failure is presented")
  func emailTaken() {
    worker.createAccountThrowableError = .emailTaken

    interactor.submit(request: Self.request())

    #expect(
      presenter.presentFailureReceivedError == .emailTaken,
      "Catch the worker's error and pass it to presenter?.presentFailure(_:).")
    #expect(!presenter.presentAccountCreatedCalled)
    #expect(interactor.account == nil, "No account was created: keep none.")
  }

  // MARK: - Fixtures

  nonisolated static func request(
    email: String = "ada@example.com", password: String = "correct horse", terms: Bool = true
  ) -> SignUp.Submit.Request {
    SignUp.Submit.Request(email: email, password: password, termsAccepted: terms)
  }
}
