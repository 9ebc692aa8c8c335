import Testing
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

@Test func spyOfAConcurrentModuleRecordsTheAction() async {
  let spy = DebouncerSpy()
  spy.asyncExecute {}
  await spy.run {}
  #expect(spy.asyncExecuteCallsCount == 1 && spy.runCallsCount == 1)
}
