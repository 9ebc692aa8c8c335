import Testing

@Suite("VIP001: the view talks to the presenter")
struct VIP001Tests {
  @Test("a presenter property on the view, and each call on it, are found")
  func found() {
    expectFindings(
      "VIP001",
      """
      final class LoginViewController: LoginDisplayLogic {
        var interactor: (any LoginBusinessLogic)?
        var 1️⃣presenter: (any LoginPresentationLogic)?
        func tapped() {
          2️⃣presenter?.presentWelcome(name: "Ada")
          interactor?.login(request: 1)
        }
        func displayWelcome(text: String) {}
      }
      """)
  }

  @Test("near misses: in a comment, in a string, a local in setup(), the interactor")
  func nearMisses() {
    expectFindings(
      "VIP001",
      """
      final class LoginViewController: LoginDisplayLogic {
        // var presenter: (any LoginPresentationLogic)?
        var interactor: (any LoginBusinessLogic)?
        let note = "presenter?.presentWelcome(name:)"
        func setup() {
          let presenter = LoginPresenter()
          presenter.viewController = self
        }
        func displayWelcome(text: String) {}
      }
      """)
  }
}
