import Testing
import VIPKit

@Suite("What a scene keeps alive, and shares with no other scene")
@MainActor
struct KeptAliveTests {
  @Test("a worker held weakly is gone once the configurator returns: the leak check says so")
  func weakWorker() throws {
    let finding = try #require(VIPCheck.leaks { HoldConfigurator.configure(weakWorker: true) }.only)
    #expect(finding.kind == .notKeptAlive)
    #expect(finding.message.contains("HoldWeakInteractor.worker is weak (or unowned)"))
    #expect(finding.message.contains("HoldWorkerLogic"))
    #expect(finding.typeNames == ["HoldWeakInteractor", "HoldWorkerLogic"])
    #expect(finding.graph != nil)
  }

  @Test("the cycle check calls it not kept alive, not a link the configurator forgot")
  func cycleSaysNotKeptAlive() throws {
    let findings = VIPCheck.cycle(of: HoldConfigurator.configure(weakWorker: true))
    let finding = try #require(findings.only)
    #expect(finding.kind == .notKeptAlive)
    // A link truly never set is still a missing link.
    let unset = VIPCheck.cycle(of: HoldConfigurator.configure(setsWorker: false))
    #expect(unset.map(\.kind) == [.missingLink])
  }

  @Test("the same scene with a strong worker, or a worker the test keeps, has no finding")
  func strongOrKept() {
    #expect(VIPCheck.leaks { HoldConfigurator.configure() }.isEmpty)
    #expect(VIPCheck.cycle(of: HoldConfigurator.configure()).isEmpty)
    let kept = HoldWorker()
    #expect(VIPCheck.leaks { HoldConfigurator.configure(weakWorker: true, worker: kept) }.isEmpty)
  }

  @Test("a coordinator's weak navigator is found; a weak delegate left unset is not")
  func navigatorAndDelegate() throws {
    let finding = try #require(
      VIPCheck.leaks { HoldCoordinator(navigator: HoldStackNavigator.make()) }.only)
    #expect(finding.kind == .notKeptAlive)
    #expect(finding.message.contains("HoldCoordinator.navigator"))
    #expect(VIPCheck.leaks { HoldCoordinator(navigator: nil) }.only?.kind == .notKeptAlive)
    // A screen's navigator is the container that shows it and owns it: weak on purpose.
    #expect(VIPCheck.leaks { HoldNavigatedViewController() }.isEmpty)
  }

  @Test("a presenter kept in a static is shared between scenes; a shared service is not")
  func sharedPresenter() throws {
    let findings = VIPCheck.leaks { HoldConfigurator.configure(sharedPresenter: true) }
    let finding = try #require(findings.first { $0.kind == .sharedBetweenScenes })
    #expect(finding.message.contains("HoldPresenter"))
    #expect(finding.message.contains("share one presenter"))
    #expect(findings.count == 1)
    // The scene's worker talks to one service every scene shares: that is the app's design.
    #expect(VIPCheck.leaks { HoldConfigurator.configure(sharesService: true) }.isEmpty)
    // One router for the whole app, holding only what the app shares: also its design.
    #expect(VIPCheck.leaks { HoldRoutedViewController(router: HoldAppRouter.shared) }.isEmpty)
  }
}

// MARK: - Fixtures

@MainActor protocol HoldDisplayLogic: AnyObject { func display(_ text: String) }
@MainActor protocol HoldBusinessLogic: AnyObject { func load() }
@MainActor protocol HoldPresentationLogic: AnyObject { func present(_ text: String) }
@MainActor protocol HoldWorkerLogic: AnyObject { func fetch() -> String }

@MainActor final class HoldViewController: HoldDisplayLogic {
  var interactor: (any HoldBusinessLogic)?
  func display(_ text: String) {}
}

@MainActor final class HoldInteractor: HoldBusinessLogic {
  var presenter: (any HoldPresentationLogic)?
  var worker: (any HoldWorkerLogic)?
  func load() { presenter?.present(worker?.fetch() ?? "") }
}

@MainActor final class HoldWeakInteractor: HoldBusinessLogic {
  var presenter: (any HoldPresentationLogic)?
  weak var worker: (any HoldWorkerLogic)?
  func load() { presenter?.present(worker?.fetch() ?? "") }
}

@MainActor final class HoldPresenter: HoldPresentationLogic {
  weak var viewController: (any HoldDisplayLogic)?
  func present(_ text: String) { viewController?.display(text) }
  static let shared = HoldPresenter()
}

@MainActor final class HoldAppRouter {
  static let shared = HoldAppRouter()
  let navigator = HoldStackNavigator()
}

@MainActor final class HoldRoutedViewController {
  let router: HoldAppRouter
  init(router: HoldAppRouter) { self.router = router }
}

@MainActor final class HoldAPIService {
  static let shared = HoldAPIService()
}

@MainActor final class HoldWorker: HoldWorkerLogic {
  var service: HoldAPIService?
  func fetch() -> String { "Ada" }
}

@MainActor enum HoldConfigurator {
  static func configure(
    weakWorker: Bool = false, setsWorker: Bool = true, worker: HoldWorker = HoldWorker(),
    sharedPresenter: Bool = false, sharesService: Bool = false
  ) -> HoldViewController {
    let viewController = HoldViewController()
    let presenter = sharedPresenter ? HoldPresenter.shared : HoldPresenter()
    if sharesService { worker.service = HoldAPIService.shared }
    if weakWorker {
      let interactor = HoldWeakInteractor()
      interactor.presenter = presenter
      if setsWorker { interactor.worker = worker }
      viewController.interactor = interactor
    } else {
      let interactor = HoldInteractor()
      interactor.presenter = presenter
      if setsWorker { interactor.worker = worker }
      viewController.interactor = interactor
    }
    presenter.viewController = viewController
    return viewController
  }
}

@MainActor protocol HoldNavigator: AnyObject { func push(_ screen: AnyObject) }
@MainActor final class HoldStackNavigator: HoldNavigator {
  var screens: [AnyObject] = []
  func push(_ screen: AnyObject) { screens.append(screen) }
  /// A navigator the caller does not keep (a literal one would be a compiler warning).
  static func make() -> any HoldNavigator { HoldStackNavigator() }
}
@MainActor protocol HoldFlowDelegate: AnyObject { func finished() }

@MainActor final class HoldNavigatedViewController {
  weak var navigator: (any HoldNavigator)?
}

@MainActor final class HoldCoordinator {
  weak var navigator: (any HoldNavigator)?
  weak var delegate: (any HoldFlowDelegate)?
  init(navigator: (any HoldNavigator)?) { self.navigator = navigator }
}
