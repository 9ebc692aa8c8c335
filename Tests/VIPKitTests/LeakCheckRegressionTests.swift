import Testing
import VIPKit

/// Each test here reproduces a way the leak check once crashed, raised a false alarm, or
/// missed a leak (found in review), so it cannot come back.
@Suite("The leak check, on the graphs that once fooled it")
@MainActor
struct LeakCheckRegressionTests {
  @Test("a survivor's unowned reference to a released view is never read (no crash)")
  func unownedToReleasedObject() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let view = HubView()
        let interactor = CapturingInteractor()
        let presenter = UnownedPresenter(view: view)
        view.interactor = interactor
        interactor.presenter = presenter
        interactor.start()
        return view
      }.only)
    #expect(finding.kind == .capturedByClosure)
    #expect(Set(finding.typeNames) == ["CapturingInteractor", "UnownedPresenter"])
  }

  @Test("shared objects in a Set or a Dictionary are never reported, whatever their order")
  func hashedCollectionsOfSharedObjects() {
    for _ in 0..<30 {
      let findings = VIPCheck.leaks {
        let view = HubView()
        view.services = [Service.api, Service.database, Service.cache]
        view.servicesByName = ["api": Service.api, "db": Service.database]
        return view
      }
      #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
  }

  @Test("a shared object that keeps the latest scene leaks the second build: reported")
  func sharedObjectKeepsTheLatestScene() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let view = HubView()
        let interactor = CapturingInteractor()
        view.interactor = interactor
        view.latest = LatestHolder.shared
        LatestHolder.shared.delegate = interactor
        return view
      }.only)
    #expect(finding.kind == .heldBySharedObject)
    #expect(finding.message.contains("LatestHolder.delegate holds it strongly"))
  }

  @Test("a scene object a shared hub reaches first is still the scene's")
  func hubReachedBeforeTheInteractor() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let view = HubView()
        view.hub = Hub.shared
        let interactor = CapturingInteractor()
        let presenter = UnownedPresenter(view: view)
        view.interactor = interactor
        interactor.presenter = presenter
        Hub.shared.observers.append(presenter)
        return view
      }.only)
    #expect(finding.kind == .heldBySharedObject)
    #expect(finding.typeNames == ["UnownedPresenter"])
  }

  @Test("the edge to make weak is the one pointing back along strong references")
  func rankingFollowsStrongReferences() throws {
    let finding = try #require(
      VIPCheck.leaks {
        let view = HubView()
        let interactor = CapturingInteractor()
        let worker = CacheWorker()
        let cache = Cache()
        view.interactor = interactor
        view.cache = cache
        interactor.worker = worker
        worker.cache = cache
        cache.owner = worker
        return view
      }.only)
    #expect(finding.renderedCycle == "CacheWorker.cache → Cache.owner → CacheWorker")
    #expect(finding.suggestedWeakReference?.property == "owner")
  }
}

// MARK: - Fixtures

@MainActor private final class HubView {
  var hub: Hub?
  var interactor: CapturingInteractor?
  weak var cache: Cache?
  var latest: LatestHolder?
  var services: Set<Service> = []
  var servicesByName: [String: Service] = [:]
}

@MainActor private final class CapturingInteractor {
  var presenter: UnownedPresenter?
  var worker: CacheWorker?
  var pending: (() -> Void)?
  func start() { pending = { _ = self.presenter } }
}

@MainActor private final class UnownedPresenter {
  unowned let view: HubView
  init(view: HubView) { self.view = view }
}

@MainActor private final class CacheWorker {
  var cache: Cache?
}

@MainActor private final class Cache {
  var owner: CacheWorker?
}

@MainActor private final class Hub {
  static let shared = Hub()
  var observers: [AnyObject] = []
}

@MainActor private final class LatestHolder {
  static let shared = LatestHolder()
  var delegate: AnyObject?
}

private final class Service: Hashable, Sendable {
  static let api = Service(name: "api")
  static let database = Service(name: "database")
  static let cache = Service(name: "cache")
  let name: String
  init(name: String) { self.name = name }
  static func == (lhs: Service, rhs: Service) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
