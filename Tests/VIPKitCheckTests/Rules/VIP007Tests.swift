import Testing

@Suite("VIP007: a back-reference that is not weak")
struct VIP007Tests {
  @Test("a presenter or router holding the view strongly is found, with the weak declaration")
  func found() {
    expectFindings(
      "VIP007",
      """
      final class LoginPresenter: LoginPresentationLogic {
        var 1️⃣viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {}
      }
      final class LoginRouter: LoginRoutingLogic {
        var 2️⃣viewController: UIViewController?
        func routeToHome() {}
      }
      """)
    let fix = findings(
      "VIP007",
      in: "final class LoginPresenter: LoginPresentationLogic { var view: LoginDisplayLogic! }")
    #expect(fix.first?.fix == "Declare it weak: weak var view: (any LoginDisplayLogic)?")
    let any = findings(
      "VIP007",
      in: "final class LoginPresenter: LoginPresentationLogic { let view: any LoginDisplayLogic }")
    #expect(any.first?.fix == "Declare it weak: weak var view: (any LoginDisplayLogic)?")
  }

  @Test("near misses: weak and unowned references, the interactor the view holds")
  func nearMisses() {
    expectFindings(
      "VIP007",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {}
      }
      final class LoginRouter: LoginRoutingLogic {
        unowned let viewController: UIViewController
        unowned(unsafe) var other: UIViewController
        var dataStore: (any LoginDataStore)?
        func routeToHome() {}
      }
      final class LoginViewController: LoginDisplayLogic {
        var interactor: (any LoginBusinessLogic)?
        func displayWelcome(text: String) {}
      }
      """)
  }
}
