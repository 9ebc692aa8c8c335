import Testing
import VIPKit

@testable import VIPKitScenarios

/// What a popped scene leaves alive, as a scenario reports it.
@Suite("Scene memory")
@MainActor
struct SceneMemoryTests {
  final class Service {
    /// What the service keeps of its own (a held answer, a session): the app's, as it is.
    let part = ServicePart()
  }
  final class ServicePart {}
  final class TallyWorker {
    let service: Service
    init(service: Service) { self.service = service }
  }
  final class TallyInteractor {
    var worker: TallyWorker?
  }
  final class TallyScreen {
    var interactor: TallyInteractor?
  }

  static func scene(service: Service) -> TallyScreen {
    let screen = TallyScreen()
    screen.interactor = TallyInteractor()
    screen.interactor?.worker = TallyWorker(service: service)
    return screen
  }

  @Test("a scene nothing else holds is freed; what the app keeps is not the scene's")
  func freed() {
    let service = Service()
    var screen: TallyScreen? = Self.scene(service: service)
    let memory = SceneMemory(of: screen!, except: [service])
    screen = nil
    #expect(memory.survivors().isEmpty)
    withExtendedLifetime(service) {}
  }

  @Test("what something else holds is named by its type, and a role can be left out")
  func survivors() {
    let service = Service()
    var screen: TallyScreen? = Self.scene(service: service)
    let task = screen?.interactor?.worker  // a task that holds the worker while it waits
    let memory = SceneMemory(of: screen!, except: [service])
    screen = nil
    #expect(memory.survivors() == ["TallyWorker"])
    #expect(memory.survivors(except: [.worker]).isEmpty)
    withExtendedLifetime(task) {}
  }

  @Test("without the app's part left out, its service is counted as the scene's")
  func keptByTheApp() {
    let service = Service()
    var screen: TallyScreen? = Self.scene(service: service)
    let memory = SceneMemory(of: screen!)
    screen = nil
    #expect(memory.survivors() == ["Service", "ServicePart"])
    withExtendedLifetime(service) {}
  }

  @Test("what the scene reaches only through the app's service is the app's too")
  func serviceParts() {
    let service = Service()
    let screen = Self.scene(service: service)
    let memory = SceneMemory(of: screen, except: [service])
    #expect(memory.survivors() == ["TallyInteractor", "TallyScreen", "TallyWorker"])
  }
}
