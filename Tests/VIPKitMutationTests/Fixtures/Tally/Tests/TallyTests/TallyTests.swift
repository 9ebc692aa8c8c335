import XCTest

@testable import Tally

/// A weak suite: the limit's text, nothing else.
final class TallyPresenterTests: XCTestCase {
  @MainActor func testLimitReached() async {
    let presenter = TallyPresenter()
    let view = TallyDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentLimitReached()
    XCTAssertEqual(view.displayTotalReceivedViewModel?.text, "Limit reached")
  }
}
