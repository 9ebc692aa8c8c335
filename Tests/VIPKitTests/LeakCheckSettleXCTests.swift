import Foundation
import VIPKit
import XCTest

/// The same scenes as `LeakCheckSettleTests`, from XCTest: the wait for the scene to settle
/// holds there too. (XCTest on Linux needs `@MainActor` test methods to be `async`.)
final class LeakCheckSettleXCTests: XCTestCase {
  @MainActor func testDelayedDisplayIsNoLeak() async {
    let findings = await VIPCheck.leaks(settlingFor: 2) {
      ShopConfigurator.configure(.delayedDisplay)
    }
    XCTAssertEqual(findings, [])
  }

  @MainActor func testWeakTimerIsNoLeak() async {
    let findings = await VIPCheck.leaks(settlingFor: 2) { ShopConfigurator.configure(.weakTimer) }
    XCTAssertEqual(findings, [])
  }

  func testDelayedDisplayOffTheMainActorIsNoLeak() async {
    let findings = await VIPCheck.leaks(settlingFor: 2) {
      ShopConfigurator.configure(.delayedDisplay)
    }
    XCTAssertEqual(findings, [])
  }

  @MainActor func testStrongTimerIsTheLeak() async {
    defer { ShopInteractor.stopLeakedTimers() }
    let findings = await VIPCheck.leaks(settlingFor: 0.5) {
      ShopConfigurator.configure(.strongTimer)
    }
    XCTAssertEqual(findings.first?.kind, .capturedByClosure)
    XCTAssertTrue(
      findings.first?.message.contains("Timer (at ShopViewController.interactor.timer)") ?? false,
      "\(findings)")
  }
}
