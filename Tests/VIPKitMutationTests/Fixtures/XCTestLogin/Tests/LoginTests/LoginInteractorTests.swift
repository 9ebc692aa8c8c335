import XCTest

@testable import Login

/// A weak suite: it checks the happy path's last call and nothing else.
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

  func testAuthenticateAsksTheWorkerAndPresentsTheWelcome() {
    // Given
    worker.name = "Ada"
    // When
    sut.authenticate(request: .init(email: "ada@example.com", password: "correct horse"))
    // Then
    XCTAssertTrue(worker.loginCalled)
    XCTAssertTrue(presenter.presentWelcomeCalled)
  }
}
