import VIPKit
import XCTest

@testable import SignUp

/// The interactor alone, tested the way the Clean Swift templates test it: an `XCTestCase`
/// with spies in place of its presenter and its worker. Given a request, when the interactor
/// runs, then the worker and the presenter received the right calls.
///
/// The class is `@MainActor` like the scene; on Linux an isolated `XCTestCase` must say
/// `@preconcurrency`, and `setUp` is the `async` one (the other is not isolated).
@preconcurrency @MainActor
final class SignUpInteractorTests: XCTestCase {
  // MARK: Subject under test

  var sut: SignUpInteractor!
  var presenter: SignUpPresentationLogicSpy!
  var worker: SignUpWorkerLogicSpy!

  // MARK: Test lifecycle

  override func setUp() async throws {
    sut = SignUpInteractor()
    presenter = SignUpPresentationLogicSpy()
    worker = SignUpWorkerLogicSpy()
    sut.presenter = presenter
    sut.worker = worker
  }

  // MARK: Tests

  func testAValidRequestCreatesTheAccountAndPresentsIt() {
    // Given
    worker.createAccountReturnValue = Account(id: 7, email: "ada@example.com")
    // When
    sut.submit(request: Self.request())
    // Then
    XCTAssertEqual(
      worker.createAccountCallsCount, 1,
      "A request that breaks no rule must reach the worker: the interactor decides, and creating the account is the worker's job."
    )
    XCTAssertEqual(worker.createAccountReceivedArguments?.email, "ada@example.com")
    XCTAssertEqual(worker.createAccountReceivedArguments?.password, "correct horse")
    XCTAssertEqual(
      presenter.presentAccountCreatedReceivedAccount, Account(id: 7, email: "ada@example.com"),
      "The created account must reach the presenter: the interactor passes on what happened; how it reads is the presenter's to decide."
    )
    XCTAssertFalse(
      presenter.presentValidationErrorsCalled, "A valid request has no errors to present.")
    XCTAssertEqual(
      sut.account, Account(id: 7, email: "ada@example.com"),
      "The interactor is the scene's data store: the created account must stay in it, for the router to pass to the next scene."
    )
  }

  func testAnEmailWithoutAnAtIsInvalid() {
    expectOnlyErrors(
      [.invalidEmail], for: Self.request(email: "ada.example.com"), "An email needs an @.")
  }

  func testASevenCharacterPasswordIsTooShort() {
    expectOnlyErrors(
      [.passwordTooShort], for: Self.request(password: "1234567"),
      "7 characters is one too few: 8 is the minimum.")
  }

  func testTheTermsMustBeAccepted() {
    expectOnlyErrors(
      [.termsNotAccepted], for: Self.request(terms: false), "The terms must be accepted.")
  }

  func testEveryBrokenRuleIsPresentedAtOnceInTheRulesOrder() {
    expectOnlyErrors(
      [.invalidEmail, .passwordTooShort, .termsNotAccepted],
      for: Self.request(email: "nope", password: "", terms: false),
      "Report every broken rule at once, in the rules' order.")
  }

  func testAPasswordOfExactlyEightCharactersIsLongEnough() {
    worker.createAccountReturnValue = Account(id: 1, email: "ada@example.com")
    sut.submit(request: Self.request(password: "12345678"))
    XCTAssertTrue(
      worker.createAccountCalled,
      "8 characters is the minimum, so it is allowed: compare with < 8, not <= 8.")
  }

  func testWhenTheWorkerSaysTheEmailIsTakenTheFailureIsPresented() {
    worker.createAccountThrowableError = .emailTaken

    sut.submit(request: Self.request())

    XCTAssertEqual(
      presenter.presentFailureReceivedError, .emailTaken,
      "The worker's failure must reach the presenter as it is: the user needs to read why nothing was created."
    )
    XCTAssertFalse(presenter.presentAccountCreatedCalled)
    XCTAssertNil(sut.account, "No account was created: keep none.")
  }

  func testTheInteractorAndWhatItOwnsGoAwayTogether() {
    // The interactor owns its presenter and worker (the VIP way round: nothing they hold
    // points back at it), so releasing it frees all three. VIPKit's harness proves it.
    assertNoLeaks {
      let interactor = SignUpInteractor()
      interactor.presenter = SignUpPresentationLogicSpy()
      interactor.worker = SignUpWorkerLogicSpy()
      return interactor
    }
  }

  // MARK: Helpers

  /// Each broken rule is presented, once, and nothing is sent to the worker.
  private func expectOnlyErrors(
    _ errors: [SignUpError], for request: SignUp.Submit.Request, _ why: String,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    // An account to answer with, so a request that wrongly reaches the worker is told by the
    // checks below, not by the spy stopping the test for want of one.
    worker.createAccountReturnValue = Account(id: 1, email: request.email)
    sut.submit(request: request)
    XCTAssertEqual(
      presenter.presentValidationErrorsReceivedErrors, errors, why, file: file, line: line)
    XCTAssertEqual(presenter.presentValidationErrorsCallsCount, 1, file: file, line: line)
    XCTAssertFalse(
      worker.createAccountCalled,
      "A request that breaks a rule must never reach the worker: the interactor decides, and "
        + "no account may be created from what the rules reject.",
      file: file, line: line)
    XCTAssertFalse(presenter.presentAccountCreatedCalled, file: file, line: line)
  }

  nonisolated static func request(
    email: String = "ada@example.com", password: String = "correct horse", terms: Bool = true
  ) -> SignUp.Submit.Request {
    SignUp.Submit.Request(email: email, password: password, termsAccepted: terms)
  }
}
