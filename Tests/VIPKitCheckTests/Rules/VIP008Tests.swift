import Testing

@Suite("VIP008: a concrete role type across a role boundary")
struct VIP008Tests {
  @Test("a concrete presenter, worker or interactor held by another role is found")
  func found() {
    expectFindings(
      "VIP008",
      """
      final class LoginInteractor: LoginBusinessLogic {
        var 1️⃣presenter: LoginPresenter?
        let 2️⃣worker = LoginWorker()
        func login(request: Int) {}
      }
      final class LoginViewController: LoginDisplayLogic {
        var 3️⃣interactor: LoginInteractor?
        func displayWelcome(text: String) {}
      }
      """)
  }

  @Test("near misses: protocol types, the configurator, the router's view controller")
  func nearMisses() {
    expectFindings(
      "VIP008",
      """
      final class LoginInteractor: LoginBusinessLogic {
        var presenter: (any LoginPresentationLogic)?
        var worker: any LoginWorkerLogic = LoginWorkerSpy()
        func login(request: Int) {}
      }
      final class LoginRouter: LoginRoutingLogic {
        weak var viewController: LoginViewController?
        func routeToHome() {}
      }
      enum LoginConfigurator {
        static let presenter = LoginPresenter()
      }
      """)
  }
}
