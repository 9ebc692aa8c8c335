import XCTest

@testable import Counter

/// The official tests, as an instructor porting an existing iOS course writes them: XCTest
/// classes with a spy. On Linux a `@MainActor` test method must be `async`.
final class LabelTests: XCTestCase {
  @MainActor func testZero() async {
    XCTAssertEqual(CounterPresenter().label(for: 0), "No items")
  }

  @MainActor func testOne() async {
    XCTAssertEqual(CounterPresenter().label(for: 1), "1 item")
  }

  @MainActor func testMany() async {
    XCTAssertEqual(CounterPresenter().label(for: 5), "5 items")
  }
}

@MainActor
final class ViewSpy: CounterDisplayLogic {
  var texts: [String] = []
  func display(text: String) { texts.append(text) }
}

final class ViewTests: XCTestCase {
  @MainActor func testPresentingShowsTheLabel() async {
    let presenter = CounterPresenter()
    let view = ViewSpy()
    presenter.view = view
    presenter.present(count: 0)
    XCTAssertEqual(view.texts, ["No items"])
  }
}
