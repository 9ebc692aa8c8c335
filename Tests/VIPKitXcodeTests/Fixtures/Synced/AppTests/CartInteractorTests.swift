// Tests of the synchronized project: one XCTest class and one Swift Testing suite.
import Testing
import XCTest

@testable import App

final class CartInteractorTests: XCTestCase {
  func testAddingCountsTheItems() {
    let interactor = CartInteractor()
    interactor.addItem(count: 2)
    XCTAssertEqual(interactor.total, 2)
  }
}

@Suite struct CartSceneTests {
  @Test func configuredSceneAddsItems() {
    let interactor = CartConfigurator.configure()
    interactor.addItem(count: 1)
    #expect(interactor.total == 1)
  }
}

struct FormatterTests {
  @Test func unrelated() {}
}
