// A small VIP scene, built for the harness's tests: its configurator can plant each mistake a
// teacher would plant, one at a time or together.

@MainActor protocol GreetDisplayLogic: AnyObject {
  func displayGreeting(_ text: String)
}

@MainActor protocol GreetBusinessLogic: AnyObject {
  func greet()
}

@MainActor protocol GreetPresentationLogic: AnyObject {
  func presentGreeting(name: String)
}

@MainActor protocol GreetDataStore: AnyObject {
  var name: String { get }
}

@MainActor protocol GreetRoutingLogic: AnyObject {
  var dataStore: (any GreetDataStore)? { get }
}

@MainActor final class GreetViewController: GreetDisplayLogic {
  var interactor: (any GreetBusinessLogic)?
  var router: (any GreetRoutingLogic)?
  private(set) var displayed: String?

  func displayGreeting(_ text: String) { displayed = text }
}

@MainActor final class GreetInteractor: GreetBusinessLogic, GreetDataStore {
  var presenter: (any GreetPresentationLogic)?
  // vipkit:disable-next-line VIP008 -- the harness's tests reach the worker's own fields
  var worker: GreetWorker?
  var name = "Ada"
  var capturesStrongly = false

  func greet() {
    if capturesStrongly {
      worker?.fetchName { name in self.presenter?.presentGreeting(name: name) }
    } else {
      worker?.fetchName { [weak self] name in self?.presenter?.presentGreeting(name: name) }
    }
  }
}

/// Keeps its completion until the "network" answers: a closure that may outlive the call.
@MainActor final class GreetWorker {
  var api: SharedAPIClient?
  var registry: ObserverRegistry?
  var child: GreetChild?
  var pendingCompletion: ((String) -> Void)?

  func fetchName(completion: @escaping (String) -> Void) { pendingCompletion = completion }
}

@MainActor final class GreetPresenter: GreetPresentationLogic {
  weak var viewController: (any GreetDisplayLogic)?
  func presentGreeting(name: String) { viewController?.displayGreeting("Hello, \(name)!") }
}

@MainActor final class StrongGreetPresenter: GreetPresentationLogic {
  // vipkit:disable-next-line VIP007 -- planted: the harness must find this retain cycle
  var viewController: (any GreetDisplayLogic)?
  func presentGreeting(name: String) { viewController?.displayGreeting("Hello, \(name)!") }
}

@MainActor final class GreetRouter: GreetRoutingLogic {
  weak var viewController: GreetViewController?
  var dataStore: (any GreetDataStore)?
}

@MainActor final class StrongGreetRouter: GreetRoutingLogic {
  // vipkit:disable-next-line VIP007 -- planted: the harness must find this retain cycle
  var viewController: GreetViewController?
  var dataStore: (any GreetDataStore)?
}

/// What the app shares with every scene: must never be reported as a leak.
@MainActor final class SharedAPIClient {
  static let shared = SharedAPIClient()
  var cache: [String: String] = [:]
}

/// A shared object that keeps what registers with it: a leak when a scene registers.
@MainActor final class ObserverRegistry {
  static let shared = ObserverRegistry()
  var observers: [AnyObject] = []
}

/// A detail view that keeps its parent, to test cycles through collections.
@MainActor final class GreetChild {
  var parents: [AnyObject] = []
  var weakParents: [WeakParent] = []
}

struct WeakParent {
  weak var value: AnyObject?
}

@MainActor enum GreetConfigurator {
  enum Mistake: CaseIterable {
    case noInteractor, noRouter, noPresenter, noWorker, noPresenterView, noRouterView
    case noDataStore, presenterShowsOtherView, routerReadsOtherDataStore
    case strongPresenterView, strongRouterView, strongCompletion, registersWithSingleton
    case childKeepsParentInArray, childKeepsParentInWeakBoxes
  }

  /// Views made by `presenterShowsOtherView`, kept alive as the app would keep a stray screen.
  static var strayViews: [GreetViewController] = []

  static func configure(_ mistakes: Set<Mistake> = []) -> GreetViewController {
    let viewController = GreetViewController()
    let interactor = GreetInteractor()
    let worker = GreetWorker()
    worker.api = SharedAPIClient.shared
    let router: any GreetRoutingLogic
    if mistakes.contains(.strongRouterView) {
      let strong = StrongGreetRouter()
      if !mistakes.contains(.noRouterView) { strong.viewController = viewController }
      if !mistakes.contains(.noDataStore) { strong.dataStore = interactor }
      router = strong
    } else {
      let weak = GreetRouter()
      if !mistakes.contains(.noRouterView) { weak.viewController = viewController }
      if mistakes.contains(.routerReadsOtherDataStore) {
        weak.dataStore = GreetInteractor()
      } else if !mistakes.contains(.noDataStore) {
        weak.dataStore = interactor
      }
      router = weak
    }
    var view = viewController
    if mistakes.contains(.presenterShowsOtherView) {
      view = GreetViewController()
      strayViews.append(view)
    }
    let presenter: any GreetPresentationLogic
    if mistakes.contains(.strongPresenterView) {
      let strong = StrongGreetPresenter()
      if !mistakes.contains(.noPresenterView) { strong.viewController = view }
      presenter = strong
    } else {
      let weak = GreetPresenter()
      if !mistakes.contains(.noPresenterView) { weak.viewController = view }
      presenter = weak
    }
    if !mistakes.contains(.noInteractor) { viewController.interactor = interactor }
    if !mistakes.contains(.noRouter) { viewController.router = router }
    if !mistakes.contains(.noPresenter) { interactor.presenter = presenter }
    if !mistakes.contains(.noWorker) { interactor.worker = worker }
    if mistakes.contains(.strongCompletion) {
      interactor.capturesStrongly = true
      interactor.greet()
    }
    if mistakes.contains(.registersWithSingleton) {
      worker.registry = ObserverRegistry.shared
      ObserverRegistry.shared.observers.append(interactor)
    }
    if mistakes.contains(.childKeepsParentInArray) {
      worker.child = GreetChild()
      worker.child?.parents = [interactor]
    }
    if mistakes.contains(.childKeepsParentInWeakBoxes) {
      worker.child = GreetChild()
      worker.child?.weakParents = [WeakParent(value: interactor)]
    }
    return viewController
  }
}
