import Waiting
import XCTest

final class GreetingXCTests: XCTestCase {
  @MainActor func testGreetsByName() async {
    let sut = WaitingInteractor()
    let spy = PresenterSpy()
    sut.presenter = spy
    sut.greet("Ann")
    let greeting = await spy.nextGreeting()
    XCTAssertEqual(greeting, "Hello, Ann")
  }
}
