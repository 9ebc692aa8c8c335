import Testing

@Suite("VIP002: the presenter talks to the interactor")
struct VIP002Tests {
  @Test("an interactor property on the presenter, and each call on it, are found")
  func found() {
    expectFindings(
      "VIP002",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        var 1️⃣interactor: LoginBusinessLogic?
        func presentWelcome(name: String) {
          viewController?.displayWelcome(text: name)
          self.2️⃣interactor?.login(request: 2)
        }
      }
      """)
  }

  @Test("near misses: the interactor named in a string and a comment, the view it talks to")
  func nearMisses() {
    expectFindings(
      "VIP002",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {
          // interactor?.login(request: 2)
          viewController?.displayWelcome(text: "interactor?.login")
        }
      }
      """)
  }
}
