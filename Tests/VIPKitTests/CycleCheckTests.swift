import Testing
import VIPKit

@Suite("The cycle check")
@MainActor
struct CycleCheckTests {
  @Test("a correctly wired scene has no finding")
  func correctScene() {
    #expect(VIPCheck.cycle(of: GreetConfigurator.configure()).isEmpty)
  }

  @Test(
    "each missing link is one finding that names the property and the line to add",
    arguments: [
      (
        GreetConfigurator.Mistake.noInteractor, "view → interactor",
        "GreetViewController.interactor is nil", "viewController.interactor = interactor"
      ),
      (
        .noRouter, "view → router", "GreetViewController.router is nil",
        "viewController.router = router"
      ),
      (
        .noPresenter, "interactor → presenter", "GreetInteractor.presenter is nil",
        "interactor.presenter = presenter"
      ),
      (
        .noWorker, "interactor → worker", "GreetInteractor.worker is nil",
        "interactor.worker = worker"
      ),
      (
        .noPresenterView, "presenter → view", "GreetPresenter.viewController is nil",
        "presenter.viewController = viewController"
      ),
      (
        .noRouterView, "router → view", "GreetRouter.viewController is nil",
        "router.viewController = viewController"
      ),
      (
        .noDataStore, "router → data store", "GreetRouter.dataStore is nil",
        "router.dataStore = interactor"
      ),
    ])
  func missingLink(
    mistake: GreetConfigurator.Mistake, link: String, what: String, line: String
  ) throws {
    let findings = VIPCheck.cycle(of: GreetConfigurator.configure([mistake]))
    let finding = try #require(findings.only)
    #expect(finding.kind == .missingLink)
    #expect(finding.message.hasPrefix("Missing link \(link): \(what)"))
    #expect(
      finding.message.contains(
        "Fix: in GreetConfigurator, where the scene is wired, add:"))
    #expect(finding.message.contains("\n    \(line)"))
  }

  @Test("a view with no interactor says which links it could not check yet")
  func missingInteractorMentionsLaterLinks() throws {
    let finding = try #require(
      VIPCheck.cycle(of: GreetConfigurator.configure([.noInteractor])).only)
    #expect(finding.message.contains("also checks interactor → presenter → view"))
  }

  @Test("a presenter that displays on another view controller is a wrong instance")
  func presenterShowsOtherView() throws {
    let finding = try #require(
      VIPCheck.cycle(of: GreetConfigurator.configure([.presenterShowsOtherView])).only)
    #expect(finding.kind == .wrongInstance)
    #expect(
      finding.message.hasPrefix(
        "Wrong instance presenter → view: GreetPresenter.viewController is another "
          + "GreetViewController, not the scene's own view"))
    #expect(finding.message.contains("presenter.viewController = viewController"))
  }

  @Test("a router that reads another data store than the scene's interactor is a wrong instance")
  func routerReadsOtherDataStore() throws {
    let finding = try #require(
      VIPCheck.cycle(of: GreetConfigurator.configure([.routerReadsOtherDataStore])).only)
    #expect(finding.kind == .wrongInstance)
    #expect(finding.message.contains("GreetRouter.dataStore is a GreetInteractor, not the scene's"))
    #expect(finding.message.contains("router.dataStore = interactor"))
  }

  @Test("a view with no interactor property at all is a missing component")
  func missingComponent() throws {
    let finding = try #require(VIPCheck.cycle(of: BareView()).only)
    #expect(finding.kind == .missingComponent)
    #expect(finding.message.contains("BareView has no stored property named `interactor`"))
    #expect(finding.message.contains("names: [.interactor: [\"yourName\"]]"))
  }

  @Test("a team's own names are found: `output` for interactor, presenter and view")
  func teamNames() {
    let view = OutputView()
    let interactor = OutputInteractor()
    let presenter = OutputPresenter()
    view.output = interactor
    interactor.output = presenter
    presenter.output = view
    let names: VIPNames = [
      .interactor: ["output"], .presenter: ["output"], .viewController: ["output"],
    ]
    #expect(VIPCheck.cycle(of: view, names: names).isEmpty)
    #expect(VIPCheck.cycle(of: view).map(\.kind) == [.missingComponent])
    let otherView = OutputView()
    presenter.output = otherView
    #expect(VIPCheck.cycle(of: view, names: names).map(\.kind) == [.wrongInstance])
  }
}

extension Array {
  /// The single element, or `nil` when there are none or several.
  var only: Element? { count == 1 ? first : nil }
}

// MARK: - Fixtures

@MainActor private final class BareView {}

@MainActor private final class OutputView {
  var output: OutputInteractor?
}

@MainActor private final class OutputInteractor {
  var output: OutputPresenter?
}

@MainActor private final class OutputPresenter {
  weak var output: OutputView?
}
