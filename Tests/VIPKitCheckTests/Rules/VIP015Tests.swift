import Testing

@Suite("VIP015: the presenter routes")
struct VIP015Tests {
  @Test("a router held by the presenter, its use, and a routing call through the view are found")
  func found() {
    expectFindings(
      "VIP015",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        var 1️⃣router: (any LoginRoutingLogic)?
        func presentWelcome(name: String) {
          viewController?.displayWelcome(text: "Welcome, \\(name)!")
          2️⃣router?.routeToHome()
        }
        func presentAgain() {
          (viewController as? LoginViewController)?.router?.3️⃣routeToHome()
        }
      }
      final class LoginViewController: LoginDisplayLogic {
        var router: (any LoginRoutingLogic)?
        func displayWelcome(text: String) {}
      }
      """)
  }

  @Test("near misses: the view routes, the presenter says what happened")
  func nearMisses() {
    expectFindings(
      "VIP015",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {
          // router?.routeToHome() is the view's
          viewController?.displayWelcome(text: "routeToHome()")
        }
      }
      final class LoginViewController: LoginDisplayLogic {
        var router: (any LoginRoutingLogic)?
        func displayWelcome(text: String) { router?.routeToHome() }
      }
      """)
  }
}
