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

@Suite("The view")
@MainActor
struct ViewTests {
  @Test("presenting shows the label on the view") func presents() {
    let presenter = CounterPresenter()
    let view = ViewSpy()
    presenter.view = view
    presenter.present(count: 0)
    #expect(view.texts == ["No items"])
  }

  @Test("the presenter holds its view weakly") func weakView() {
    assertWeak(\CounterPresenter.view, of: CounterPresenter()) { ViewSpy() }
  }
}
