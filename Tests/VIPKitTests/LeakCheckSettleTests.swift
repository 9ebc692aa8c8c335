import Foundation
import Testing
import VIPKit

/// Scenes that use the main queue and the run loop (Fixtures/ShopScene.swift) are judged after
/// they settled: what the queue or the run loop lets go of a moment later is no leak; a timer
/// whose block captures the scene still is, and is named.
@Suite("The leak check waits for the run loop", .serialized)
@MainActor
struct LeakCheckSettleTests {
  @Test("a presenter that displays 0.2 s later is no leak: the main queue lets it go")
  func delayedDisplay() {
    #expect(VIPCheck.leaks { ShopConfigurator.configure(.delayedDisplay) }.isEmpty)
  }

  @Test("judged at once, the same presenter looks captured: the settling is what tells")
  func delayedDisplayJudgedAtOnce() {
    let findings = VIPCheck.leaks(settle: 0) { ShopConfigurator.configure(.delayedDisplay) }
    #expect(findings.map(\.kind) == [.capturedByClosure], "\(findings)")
    // The two displays still pending run now, before the next test.
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.4))
  }

  @Test("an interactor polling with a weak timer, invalidated in deinit, is no leak")
  func weakTimer() {
    let findings = VIPCheck.leaks { ShopConfigurator.configure(.weakTimer) }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("a timer whose block captures the interactor is the leak, named, after the wait")
  func strongTimer() throws {
    defer { ShopInteractor.stopLeakedTimers() }
    let started = Date()
    let findings = VIPCheck.leaks(settle: 0.5) { ShopConfigurator.configure(.strongTimer) }
    #expect(Date().timeIntervalSince(started) >= 0.5)
    let finding = try #require(findings.first)
    #expect(finding.kind == .capturedByClosure)
    #expect(
      finding.message.contains("still alive 0.5 s after the scene was released"), "\(finding)")
    #expect(
      finding.message.contains("Timer (at ShopViewController.interactor.timer) is still scheduled"),
      "\(finding)")
    #expect(finding.typeNames.contains("ShopInteractor"))
  }

  @Test("a retain cycle is judged at once, without waiting")
  func cycleAtOnce() {
    let started = Date()
    let findings = VIPCheck.leaks { GreetConfigurator.configure([.strongPresenterView]) }
    #expect(findings.map(\.kind) == [.retainCycle])
    #expect(Date().timeIntervalSince(started) < 1)
  }
}
