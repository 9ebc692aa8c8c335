import XCTest

@testable import Login

/// The strong suite: every path, every call, in order.
@preconcurrency @MainActor
final class LoginInteractorTests: XCTestCase {
  var sut: LoginInteractor!
  var presenter: LoginPresentationLogicSpy!
  var worker: LoginWorkerSpy!

  override func setUp() async throws {
    worker = LoginWorkerSpy()
    presenter = LoginPresentationLogicSpy()
    sut = LoginInteractor(worker: worker)
    sut.presenter = presenter
  }

  func testAuthenticateShowsLoadingAroundTheWorkerThenTheWelcome() {
    worker.name = "Ada"
    sut.authenticate(request: .init(email: "ada@example.com", password: "12345678"))
    XCTAssertTrue(worker.loginCalled)
    XCTAssertEqual(worker.receivedEmail, "ada@example.com")
    XCTAssertEqual(worker.receivedPassword, "12345678")
    XCTAssertEqual(
      presenter.calls, ["presentLoading(true)", "presentLoading(false)", "presentWelcome(Ada)"])
    XCTAssertEqual(sut.attempts, 1)
  }

  func testWrongCredentialsPresentTheError() {
    worker.name = nil
    sut.authenticate(request: .init(email: "ada@example.com", password: "12345678"))
    XCTAssertEqual(
      presenter.calls, ["presentLoading(true)", "presentLoading(false)", "presentError"])
    XCTAssertEqual(presenter.presentErrorMessage, "Wrong email or password.")
  }

  func testAnEmptyEmailNeverReachesTheWorker() {
    sut.authenticate(request: .init(email: "", password: "12345678"))
    XCTAssertFalse(worker.loginCalled)
    XCTAssertEqual(presenter.calls, ["presentError"])
    XCTAssertEqual(
      presenter.presentErrorMessage, "Enter your email and a password of 8 characters.")
    XCTAssertEqual(sut.attempts, 0)
  }

  func testAShortPasswordNeverReachesTheWorker() {
    sut.authenticate(request: .init(email: "ada@example.com", password: "1234567"))
    XCTAssertFalse(worker.loginCalled)
    XCTAssertEqual(presenter.calls, ["presentError"])
  }
}
