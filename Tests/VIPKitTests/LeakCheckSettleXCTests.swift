import Foundation
import VIPKit
import XCTest

/// The same scenes as `LeakCheckSettleTests`, from XCTest: the wait for the run loop holds
/// there too. (XCTest on Linux needs `@MainActor` test methods to be `async`.)
final class LeakCheckSettleXCTests: XCTestCase {
  @MainActor func testDelayedDisplayIsNoLeak() async {
    XCTAssertEqual(VIPCheck.leaks { ShopConfigurator.configure(.delayedDisplay) }, [])
  }

  @MainActor func testWeakTimerIsNoLeak() async {
    XCTAssertEqual(VIPCheck.leaks { ShopConfigurator.configure(.weakTimer) }, [])
  }

  @MainActor func testStrongTimerIsTheLeak() async {
    defer { ShopInteractor.stopLeakedTimers() }
    let findings = VIPCheck.leaks(settle: 0.5) { ShopConfigurator.configure(.strongTimer) }
    XCTAssertEqual(findings.first?.kind, .capturedByClosure)
    XCTAssertTrue(
      findings.first?.message.contains("Timer (at ShopViewController.interactor.timer)") ?? false,
      "\(findings)")
  }
}
