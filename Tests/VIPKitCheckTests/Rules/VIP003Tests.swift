import Testing
import VIPKitCheck

@Suite("VIP003: the interactor talks to the view")
struct VIP003Tests {
  @Test("a view held by the interactor, and each call on it, are found (under VIP003 only)")
  func found() {
    expectFindings(
      "VIP003",
      """
      final class LoginInteractor: LoginBusinessLogic {
        var presenter: (any LoginPresentationLogic)?
        weak var 1️⃣viewController: (any LoginDisplayLogic)?
        func login(request: Int) {
          2️⃣viewController?.displayWelcome(text: "Hi")
        }
      }
      """)
    // The interactor holding the view strongly is VIP003, not also VIP007.
    let interactor =
      "final class LoginInteractor: LoginBusinessLogic { var viewController: LoginViewController? }"
    let all = Checker().check([
      ("Sources/Login/I.swift", Array(interactor.utf8)),
      ("Sources/Login/P.swift", Array(loginProtocols.utf8)),
    ])
    #expect(all.map(\.rule) == ["VIP003"])
  }

  @Test("near misses: the presenter it talks to, a view model struct, a string")
  func nearMisses() {
    expectFindings(
      "VIP003",
      """
      final class LoginInteractor: LoginBusinessLogic {
        var presenter: (any LoginPresentationLogic)?
        var lastViewModel: Login.ViewModel?
        func login(request: Int) { presenter?.presentWelcome(name: "viewController?.x") }
      }
      """)
  }
}
