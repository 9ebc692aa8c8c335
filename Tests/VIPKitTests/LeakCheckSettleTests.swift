import Foundation
import Testing
import VIPKit

/// Scenes that use the main queue and the run loop (Fixtures/ShopScene.swift), judged after
/// they settled: what the queue or the run loop lets go of a moment later is no leak; a timer
/// whose block captures the scene still is, and is named.
@Suite("The leak check waits for the scene to settle", .serialized)
@MainActor
struct LeakCheckSettleTests {
  @Test("a presenter that displays 0.2 s later is no leak: the main queue lets it go")
  func delayedDisplay() async {
    let findings = await VIPCheck.leaks(settlingFor: 2) {
      ShopConfigurator.configure(.delayedDisplay)
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("judged at once, the same presenter looks captured, and the message says how to wait")
  func delayedDisplayJudgedAtOnce() async throws {
    let findings = VIPCheck.leaks { ShopConfigurator.configure(.delayedDisplay) }
    let finding = try #require(findings.only)
    #expect(finding.kind == .capturedByClosure)
    #expect(finding.message.contains("await assertNoLeaks(settlingFor: 2)"))
    // The two displays still pending run now, before the next test.
    try await Task.sleep(nanoseconds: 400_000_000)
  }

  @Test("an interactor polling with a weak timer, invalidated in deinit, is no leak")
  func weakTimer() async {
    let findings = await VIPCheck.leaks(settlingFor: 2) {
      ShopConfigurator.configure(.weakTimer)
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("a weak timer never invalidated still fires after the scene: reported, not excused")
  func forgottenTimer() async throws {
    defer { ShopInteractor.stopLeakedTimers() }
    let findings = await VIPCheck.leaks(settlingFor: 0.2) {
      ShopConfigurator.configure(.forgottenTimer)
    }
    let finding = try #require(findings.first)
    #expect(finding.typeNames == ["Timer"] || finding.typeNames.first == "Timer", "\(finding)")
    #expect(!finding.typeNames.contains("ShopInteractor"))
    #expect(
      finding.message.contains("Timer (at ShopViewController.interactor.timer) is still scheduled"))
  }

  @Test("a timer whose block captures the interactor is the leak, named, after the wait")
  func strongTimer() async throws {
    defer { ShopInteractor.stopLeakedTimers() }
    let started = Date()
    let findings = await VIPCheck.leaks(settlingFor: 0.5) {
      ShopConfigurator.configure(.strongTimer)
    }
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

  @Test("off the main actor, the wait lets the main queue run as well")
  nonisolated func delayedDisplayOffTheMainActor() async {
    let findings = await VIPCheck.leaks(settlingFor: 2) {
      ShopConfigurator.configure(.delayedDisplay)
    }
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test("a retain cycle is judged at once, without waiting")
  func cycleAtOnce() async {
    let started = Date()
    let findings = await VIPCheck.leaks(settlingFor: 5) {
      GreetConfigurator.configure([.strongPresenterView])
    }
    #expect(findings.map(\.kind) == [.retainCycle])
    #expect(Date().timeIntervalSince(started) < 1)
  }
}
