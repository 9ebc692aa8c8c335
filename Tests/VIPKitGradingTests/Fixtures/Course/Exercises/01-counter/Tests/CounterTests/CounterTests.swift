import Testing
import VIPKit

@testable import Counter

@Suite("Labels")
@MainActor
struct LabelTests {
  @Test("no items") func zero() {
    #expect(CounterPresenter().label(for: 0) == "No items")
  }

  @Test("one item") func one() {
    #expect(CounterPresenter().label(for: 1) == "1 item")
  }

  @Test("many items") func many() {
    #expect(CounterPresenter().label(for: 5) == "5 items")
  }
}

@MainActor
final class ViewSpy: CounterDisplayLogic {
  var texts: [String] = []
  func display(text: String) { texts.append(text) }
}

@Suite("Memory")
@MainActor
struct MemoryTests {
  @Test("the presenter holds its view weakly") func weakView() {
    assertWeak(\CounterPresenter.view, of: CounterPresenter()) { ViewSpy() }
  }
}
