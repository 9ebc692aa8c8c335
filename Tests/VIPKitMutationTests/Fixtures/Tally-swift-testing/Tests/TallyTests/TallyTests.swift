import Testing

@testable import Tally

/// A weak suite: the limit's text, nothing else.
@Suite("Tally")
@MainActor
struct TallyPresenterTests {
  @Test("the limit's text") func limitReached() {
    let presenter = TallyPresenter()
    let view = TallyDisplayLogicSpy()
    presenter.viewController = view
    presenter.presentLimitReached()
    #expect(view.displayTotalReceivedViewModel?.text == "Limit reached")
  }
}
