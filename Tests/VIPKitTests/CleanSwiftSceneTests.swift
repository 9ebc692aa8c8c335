import CleanSwiftScene
import Testing
import VIPKit

/// The harness on a scene written as the Clean Swift templates write them (non-`final`
/// classes in a Swift 5 module, wiring in `setup()`): every message names the real property,
/// though key paths to overridable properties describe themselves as computed.
@Suite("The harness on Clean-Swift-style scenes")
@MainActor
struct CleanSwiftSceneTests {
  @Test("a correct scene: no finding from the cycle, the leak or the weak checks")
  func correctScene() {
    #expect(VIPCheck.cycle(of: ListOrdersViewController()).isEmpty)
    #expect(VIPCheck.leaks { ListOrdersViewController() }.isEmpty)
    #expect(
      VIPCheck.weak(\ListOrdersPresenter.viewController, of: ListOrdersPresenter()) {
        ListOrdersViewController()
      }.isEmpty)
    #expect(
      VIPCheck.weak(\ListOrdersRouter.viewController, of: ListOrdersRouter()) {
        ListOrdersViewController()
      }.isEmpty)
  }

  @Test("a strong view reference on a non-final class is named, property and fix")
  func strongPropertyIsNamed() throws {
    let finding = try #require(
      VIPCheck.weak(\ListOrdersStrongPresenter.viewController, of: ListOrdersStrongPresenter()) {
        ListOrdersViewController()
      }.only)
    #expect(finding.kind == .notWeak)
    #expect(finding.message.hasPrefix("ListOrdersStrongPresenter.viewController is not weak"))
    #expect(finding.message.contains("declare it `weak var viewController`"))
    #expect(!finding.message.contains("(property)"))
  }

  @Test("a non-final class in a Swift 6 module is named too")
  func swift6NonFinalClass() throws {
    let finding = try #require(
      VIPCheck.weak(\OpenPresenter.display, of: OpenPresenter()) { ListOrdersViewController() }
        .only)
    #expect(finding.message.hasPrefix("OpenPresenter.display is not weak"))
    #expect(
      VIPCheck.weak(\OpenPresenter.weakDisplay, of: OpenPresenter()) {
        ListOrdersViewController()
      }.isEmpty)
  }

  @Test("the leak through a strong presenter names the presenter's property")
  func leakIsExplained() throws {
    let findings = VIPCheck.leaks { ListOrdersViewController(mistake: .presenterHoldsViewStrongly) }
    let finding = try #require(findings.first)
    #expect(finding.message.contains("ListOrdersStrongPresenter.viewController"))
    #expect(!finding.message.contains("(property)"))
  }

  @Test("a forgotten router.dataStore is named")
  func missingDataStore() {
    let findings = VIPCheck.cycle(of: ListOrdersViewController(mistake: .routerDataStoreNotSet))
    #expect(findings.contains { $0.message.contains("ListOrdersRouter.dataStore is nil") })
  }
}

// MARK: - Fixtures

/// A presenter of this Swift 6 module, open to subclassing as the templates' classes are.
@MainActor class OpenPresenter {
  var display: (any ListOrdersDisplayLogic)?
  weak var weakDisplay: (any ListOrdersDisplayLogic)?
}
