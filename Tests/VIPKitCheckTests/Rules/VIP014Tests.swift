import Testing
import VIPKitCheck

@Suite("VIP014: an unowned capture")
struct VIP014Tests {
  @Test("unowned in a completion's, a callback's and a task's capture list is found")
  func found() {
    expectFindings(
      "VIP014",
      """
      final class LoginInteractor: LoginBusinessLogic {
        var presenter: (any LoginPresentationLogic)?
        var worker: (any LoginWorkerLogic)?
        func login(request: Int) {
          Task { [1️⃣unowned self] in
            self.presenter?.presentWelcome(name: try await worker!.fetch())
          }
          let done: (String) -> Void = { [weak self, 2️⃣unowned(unsafe) presenter] name in
            presenter?.presentWelcome(name: name)
            _ = self
          }
          done("Ada")
        }
      }
      """)
  }

  @Test("the message names what is captured, and the fix captures it weakly")
  func message() {
    let found = findings(
      "VIP014",
      in: """
        final class LoginRouter: LoginRoutingLogic {
          var onDone: (() -> Void)?
          func routeToHome() { onDone = { [unowned self] in self.routeToHome() } }
        }
        """)
    #expect(found.count == 1)
    #expect(found.first?.message.contains("captures self unowned") == true)
    #expect(found.first?.message.contains("crashes") == true)
    #expect(found.first?.fix.contains("[weak self]") == true)
  }

  @Test("near misses: weak captures, a stored unowned property, unowned in a comment or string")
  func nearMisses() {
    expectFindings(
      "VIP014",
      """
      final class LoginInteractor: LoginBusinessLogic {
        unowned var presenter: LoginPresenter
        var worker: (any LoginWorkerLogic)?
        init(presenter: LoginPresenter) { self.presenter = presenter }
        func login(request: Int) {
          // [unowned self] would crash here
          let text = "[unowned self]"
          Task { [weak self] in
            _ = try await self?.worker?.fetch()
            _ = text
          }
          let list = [presenter]
          _ = list
        }
      }
      """)
  }

  @Test("outside a scene it says nothing, unless every type is judged (a grader's run)")
  func onlyScenes() {
    let coordinator = """
      final class OnboardingCoordinator {
        var onEvent: (() -> Void)?
        func start() { onEvent = { [unowned self] in self.start() } }
      }
      """
    #expect(findings("VIP014", in: coordinator, path: "Sources/App/Coordinator.swift").isEmpty)
    var options = Checker.Options()
    options.only = ["VIP014"]
    options.judgesEveryRole = true
    let graded = Checker(options: options).check([
      ("Sources/App/Coordinator.swift", Array(coordinator.utf8))
    ])
    #expect(graded.map(\.rule) == ["VIP014"])
  }
}
