import Testing
import XCTest

@testable import NonsendingSource

@Test func spyOfANonsendingModuleInATargetWithoutTheFeature() async {
  let spy = DebouncerSpy()
  spy.asyncExecute {}
  await spy.run {}
  #expect(spy.asyncExecuteCallsCount == 1 && spy.runCallsCount == 1)
}

final class NonsendingSourceXCTests: XCTestCase {
  func testTheSpyRecordsTheAction() async {
    let spy = DebouncerSpy()
    spy.asyncExecute {}
    XCTAssertEqual(spy.asyncExecuteCallsCount, 1)
  }
}
