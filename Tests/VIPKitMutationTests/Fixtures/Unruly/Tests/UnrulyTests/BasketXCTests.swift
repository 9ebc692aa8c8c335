import Unruly
import XCTest

/// The second test counts what the first stored: it fails alone.
final class BasketStoreTests: XCTestCase {
  func test1_adds() {
    BasketInteractor().add("apple")
    XCTAssertEqual(BasketStore.shared.items, ["apple"])
  }

  func test2_countsWhatTheFirstAdded() {
    XCTAssertEqual(BasketInteractor().count(), 1)
  }
}

/// The last test expects the full price: after the first alone it fails, but in the whole
/// suite the one between turns the discount off again.
final class DiscountTests: XCTestCase {
  func testA_discounted() {
    Discount.enabled = true
    XCTAssertEqual(BasketInteractor(store: BasketStore()).price(of: 100), 90)
  }

  func testM_turnsTheDiscountOff() {
    Discount.enabled = false
  }

  func testZ_fullPrice() {
    XCTAssertEqual(BasketInteractor(store: BasketStore()).price(of: 100), 100)
  }
}

/// A flaky test: it fails twice, then passes, whatever the code does (so the whole suite fails
/// twice in a row, and the test passes when it runs alone).
final class FlakyTests: XCTestCase {
  func testWelcomes() {
    XCTAssertEqual(BasketInteractor(store: BasketStore()).greeting(), "Welcome back")
    XCTAssertTrue(runNumber(of: "xctest-flaky") % 3 == 0, "failed on a run not a third")
  }
}

final class LabelTests: XCTestCase {
  func testOneItem() {
    XCTAssertEqual(BasketInteractor(store: BasketStore()).label(for: 1), "item")
  }
}

/// Waits for the presentation with a long limit: a mutant that drops it leaves it waiting.
final class TotalTests: XCTestCase {
  final class Spy: BasketPresentationLogic, @unchecked Sendable {
    let presented: XCTestExpectation
    var total: Int?
    init(_ presented: XCTestExpectation) { self.presented = presented }
    func presentTotal(_ total: Int) {
      self.total = total
      presented.fulfill()
    }
  }

  func testPresentsTheTotal() {
    let spy = Spy(expectation(description: "total presented"))
    let sut = BasketInteractor(store: BasketStore())
    sut.presenter = spy
    sut.total(of: [2, 3])
    wait(for: [spy.presented], timeout: 600)
    XCTAssertEqual(spy.total, 5)
  }
}

final class ClampTests: XCTestCase {
  func testClamps() {
    XCTAssertEqual(clamped(5, to: 3), 3)
    XCTAssertEqual(clamped(2, to: 3), 2)
  }
}

/// Launches a helper in a session of its own, as a test that runs a command-line tool does: a
/// mutant ends the run at the failure, and the helper would live on (found on
/// swift-argument-parser, whose tests run its example tools).
final class HelperTests: XCTestCase {
  func testLabelsWhileAHelperRuns() throws {
    #if os(Linux)
      // `sh` starts it in the background (so `setsid` need not fork) and writes its number.
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("unruly-helper-\(UUID().uuidString)")
      XCTAssertEqual(
        system("setsid sleep 86399 </dev/null >/dev/null 2>&1 & echo $! >'\(file.path)'"), 0)
      let said = try String(contentsOf: file, encoding: .utf8)
      try? FileManager.default.removeItem(at: file)
      let pid = try XCTUnwrap(Int32(said.filter(\.isNumber)))
      defer { kill(pid, SIGKILL) }
    #endif
    XCTAssertEqual(BasketInteractor(store: BasketStore()).label(for: 1), "item")
    // Reads what the helper says, as a test of a tool does: a run stopped at the failure
    // above ends here, and the helper is not stopped by the test.
    Thread.sleep(forTimeInterval: 0.3)
  }
}
