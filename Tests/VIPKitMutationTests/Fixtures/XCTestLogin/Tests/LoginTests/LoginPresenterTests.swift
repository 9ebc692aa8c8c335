import XCTest

@testable import Login

/// A weak suite: the welcome's text, nothing more.
final class LoginPresenterTests: XCTestCase {
  @MainActor func testPresentWelcomeGreetsTheUserByName() async {
    let sut = LoginPresenter()
    let view = LoginDisplayLogicSpy()
    sut.viewController = view
    sut.presentWelcome(name: "Ada")
    XCTAssertEqual(view.viewModel?.message, "Welcome, Ada!")
  }
}
