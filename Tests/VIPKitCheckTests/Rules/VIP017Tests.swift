import Testing
import VIPKitCheck

@Suite("VIP017: the view asks a worker or a service")
struct VIP017Tests {
  @Test("a worker and a service held by the view, and their uses, are found")
  func found() {
    expectFindings(
      "VIP017",
      """
      protocol AuthenticationService { func logIn() async -> String }
      final class LoginViewController: LoginDisplayLogic {
        var interactor: (any LoginBusinessLogic)?
        var 1️⃣worker: (any LoginWorkerLogic)?
        let 2️⃣service: any AuthenticationService
        init(service: any AuthenticationService) { self.service = service }
        func loginTapped() {
          Task {
            let name = await 3️⃣service.logIn()
            displayWelcome(text: name)
            _ = try await self.4️⃣worker?.fetch()
          }
        }
        func displayWelcome(text: String) {}
      }
      """)
  }

  @Test(
    "near misses: the interactor holds the worker; a spy and a router in the view; an MVC screen")
  func nearMisses() {
    expectFindings(
      "VIP017",
      """
      final class LoginViewController: LoginDisplayLogic {
        var interactor: (any LoginBusinessLogic)?
        var router: (any LoginRoutingLogic)?
        static let sharedClient = 3
        func displayWelcome(text: String) { interactor?.login(request: 1) }
      }
      final class LoginInteractor: LoginBusinessLogic {
        var worker: (any LoginWorkerLogic)?
        var service: AuthenticationServiceSpy?
        func login(request: Int) {}
      }
      final class MassiveLoginViewController {
        let api: LoginAPI
        init(api: LoginAPI) { self.api = api }
        func viewDidLoad() { api.fetch() }
      }
      """)
  }

  @Test("a grader, judging every type, leaves an MVC screen with no interactor alone")
  func mvcScreenInAGradersRun() {
    var options = Checker.Options()
    options.only = ["VIP017"]
    options.judgesEveryRole = true
    let mvc = """
      protocol TemperatureAPI { func fetch() -> Int }
      final class MassiveTemperatureViewController {
        let api: any TemperatureAPI
        init(api: any TemperatureAPI) { self.api = api }
        func viewDidLoad() { _ = api.fetch() }
      }
      """
    #expect(Checker(options: options).check([("Sources/T/Massive.swift", Array(mvc.utf8))]).isEmpty)
    let vip = mvc.replacingOccurrences(
      of: "let api: any TemperatureAPI",
      with: "let api: any TemperatureAPI\n  var interactor: (any TemperatureBusinessLogic)?")
    #expect(
      Checker(options: options).check([("Sources/T/Massive.swift", Array(vip.utf8))]).map(\.rule)
        == ["VIP017", "VIP017"])
  }
}
