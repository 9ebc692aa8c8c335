import Testing
import VIPKit

@testable import Counter

/// A Swift Testing suite beside the XCTest classes: a course may mix both.
@Suite("The view's reference")
@MainActor
struct WeakViewTests {
  @Test("the presenter holds its view weakly") func weakView() {
    assertWeak(\CounterPresenter.view, of: CounterPresenter()) { ViewSpy() }
  }
}
