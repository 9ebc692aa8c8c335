import XCTest

@testable import ConcurrentSource

final class ConcurrentSourceTests: XCTestCase {
  func testSpyOfAConcurrentModuleInATargetWithTheFeature() async {
    let spy = DebouncerSpy()
    spy.asyncExecute {}
    await spy.run {}
    XCTAssertEqual(spy.runCallsCount, 1)
  }
}
