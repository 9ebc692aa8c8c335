import XCTest

@testable import Login

/// The strong suite: each view model exactly, loading passed through, the view held weakly.
final class LoginPresenterTests: XCTestCase {
  @MainActor func testPresentWelcomeGreetsTheUserByName() async {
    let sut = LoginPresenter()
    let view = LoginDisplayLogicSpy()
    sut.viewController = view
    sut.presentWelcome(name: "Ada")
    XCTAssertEqual(view.viewModel, .init(message: "Welcome, Ada!", isError: false))
  }

  @MainActor func testPresentErrorShowsTheMessageAsAnError() async {
    let sut = LoginPresenter()
    let view = LoginDisplayLogicSpy()
    sut.viewController = view
    sut.presentError(message: "No.")
    XCTAssertEqual(view.viewModel, .init(message: "No.", isError: true))
  }

  @MainActor func testPresentLoadingPassesTheFlagThrough() async {
    let sut = LoginPresenter()
    let view = LoginDisplayLogicSpy()
    sut.viewController = view
    sut.presentLoading(isLoading: true)
    sut.presentLoading(isLoading: false)
    XCTAssertEqual(view.loading, [true, false])
  }

  @MainActor func testThePresenterHoldsTheViewWeakly() async {
    let sut = LoginPresenter()
    var view: LoginDisplayLogicSpy? = LoginDisplayLogicSpy()
    sut.viewController = view
    view = nil
    XCTAssertNil(sut.viewController)
  }
}
