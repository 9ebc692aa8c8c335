import VIPKit
import XCTest

/// `DesignedSceneTests` from XCTest, where most teams' tests live: the roles found by their
/// protocols, and a scene released with work in flight judged after `after:`.
final class DesignedSceneXCTests: XCTestCase {
  @MainActor func testCycleFoundByProtocols() async {
    XCTAssertEqual(VIPCheck.cycle(of: TicketConfigurator.configure(service: TicketService())), [])
  }

  @MainActor func testStrongTaskFoundAfterWork() async {
    let service = TicketService()
    defer { service.answerAll() }
    var asked = 0
    let findings = await VIPCheck.leaks(settlingFor: 0.3) {
      TicketConfigurator.configure(
        service: service, holdsSelfWhileWaiting: true, throughWorker: false)
    } after: { scene in
      scene.buyTapped()
      asked += 1
      await service.waitUntilAsked(asked)
    }
    XCTAssertTrue(findings.first?.message.contains("TicketInteractor") ?? false, "\(findings)")
  }

  @MainActor func testWaitingWorkerPassesTheAssertion() async {
    let service = TicketService()
    defer { service.answerAll() }
    var asked = 0
    // A failure here would be recorded on this test by the assertion itself.
    let findings = await assertNoLeaks(settlingFor: 0.3) {
      TicketConfigurator.configure(service: service)
    } after: { scene in
      scene.buyTapped()
      asked += 1
      await service.waitUntilAsked(asked)
    }
    XCTAssertEqual(findings, [])
  }
}
