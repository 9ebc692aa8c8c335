import Testing
import VIPKit

@Suite("The leak check")
@MainActor
struct LeakCheckTests {
  @Test("a correct scene, sharing a singleton API client, has no finding")
  func correctScene() {
    #expect(VIPCheck.leaks { GreetConfigurator.configure() }.isEmpty)
  }

  @Test("a strong presenter → view is a retain cycle, printed, with the edge to make weak")
  func strongPresenterView() throws {
    let finding = try #require(
      VIPCheck.leaks { GreetConfigurator.configure([.strongPresenterView]) }.only)
    #expect(finding.kind == .retainCycle)
    #expect(
      finding.renderedCycle
        == "GreetViewController.interactor → GreetInteractor.presenter → "
        + "StrongGreetPresenter.viewController → GreetViewController")
    #expect(
      finding.suggestedWeakReference
        == VIPFinding.Reference(
          holder: "StrongGreetPresenter", property: "viewController", target: "GreetViewController")
    )
    #expect(
      finding.message.contains("declare it `weak var viewController` in StrongGreetPresenter"))
    #expect(finding.message.contains("GreetViewController (the scene's root)"))
    #expect(finding.message.contains("GreetRouter (at GreetViewController.router)"))
    #expect(!finding.message.contains("SharedAPIClient"))
    #expect(finding.typeNames.count == 5)
  }

  @Test("a strong router → view is a retain cycle through the router only")
  func strongRouterView() throws {
    let finding = try #require(
      VIPCheck.leaks { GreetConfigurator.configure([.strongRouterView]) }.only)
    #expect(finding.kind == .retainCycle)
    #expect(
      finding.renderedCycle
        == "GreetViewController.router → StrongGreetRouter.viewController → GreetViewController")
    #expect(finding.suggestedWeakReference?.holder == "StrongGreetRouter")
  }

  @Test("both back-edges strong: two cycles, one finding each, shortest first")
  func bothBackEdgesStrong() {
    let findings = VIPCheck.leaks {
      GreetConfigurator.configure([.strongPresenterView, .strongRouterView])
    }
    #expect(findings.map(\.kind) == [.retainCycle, .retainCycle])
    #expect(
      findings.map(\.suggestedWeakReference?.holder) == [
        "StrongGreetRouter", "StrongGreetPresenter",
      ])
    #expect(findings.allSatisfy { !$0.message.contains("Leaked (0 objects)") })
  }

  @Test("a completion closure that captures the interactor is named as a capture")
  func closureCapture() throws {
    let finding = try #require(
      VIPCheck.leaks { GreetConfigurator.configure([.strongCompletion]) }.only)
    #expect(finding.kind == .capturedByClosure)
    #expect(
      finding.message.hasPrefix(
        "GreetInteractor (at GreetViewController.interactor) is still alive after the scene "
          + "was released, but no stored property holds it"))
    #expect(
      finding.message.contains(
        "Closures stored by the leaked objects: GreetWorker.pendingCompletion."))
    #expect(finding.message.contains("[weak self]"))
    #expect(Set(finding.typeNames) == ["GreetInteractor", "GreetPresenter", "GreetWorker"])
    #expect(finding.retainCycle.isEmpty)
  }

  @Test("a scene object kept by a shared singleton is reported with its holder")
  func heldBySharedObject() throws {
    let finding = try #require(
      VIPCheck.leaks { GreetConfigurator.configure([.registersWithSingleton]) }.only)
    #expect(finding.kind == .heldBySharedObject)
    #expect(finding.message.contains("ObserverRegistry.observers[0] holds it strongly"))
    #expect(!finding.typeNames.contains("ObserverRegistry"))
  }

  @Test("a cycle through an array is found; weak boxes in an array are not a cycle")
  func cyclesThroughCollections() throws {
    let finding = try #require(
      VIPCheck.leaks { GreetConfigurator.configure([.childKeepsParentInArray]) }.only)
    #expect(finding.kind == .retainCycle)
    #expect(
      finding.renderedCycle
        == "GreetInteractor.worker → GreetWorker.child → GreetChild.parents[0] → GreetInteractor")
    #expect(finding.message.contains("do not keep GreetInteractor strongly in GreetChild.parents"))
    #expect(VIPCheck.leaks { GreetConfigurator.configure([.childKeepsParentInWeakBoxes]) }.isEmpty)
  }

  @Test("a factory that returns the same scene twice cannot be checked, and says why")
  func sameSceneTwice() throws {
    let scene = GreetConfigurator.configure([.strongPresenterView])
    let finding = try #require(VIPCheck.leaks { scene }.only)
    #expect(finding.kind == .uncheckable)
    #expect(finding.message.contains("GreetConfigurator.configure()"))
  }
}
