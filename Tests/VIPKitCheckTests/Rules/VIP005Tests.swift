import Testing

@Suite("VIP005: state in the presenter")
struct VIP005Tests {
  @Test("a stored var that is neither a role nor a formatter is found")
  func found() {
    expectFindings(
      "VIP005",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        var 1️⃣lastName: String?
        private var 2️⃣count = 0
        func presentWelcome(name: String) { lastName = name; count += 1 }
      }
      """)
  }

  @Test("near misses: a weak view, a formatter, a constant, a computed property, a handler")
  func nearMisses() {
    expectFindings(
      "VIP005",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        var formatter = DateFormatter()
        let greeting = "Welcome"
        var title: String { "Login" }
        var onPresent: ((String) -> Void)?
        var controller: LoginController?
        var tracker: (any LoginTracking)?
        func presentWelcome(name: String) {
          var local = name
          local += "!"
        }
      }
      protocol LoginTracking: AnyObject { func track() }
      final class LoginController {}
      """)
  }

  @Test("a struct or enum of the app's kept between calls is state")
  func valueTypes() {
    expectFindings(
      "VIP005",
      """
      final class LoginPresenter: LoginPresentationLogic {
        private var 1️⃣sections: [LoginSection] = []
        var 2️⃣mode: LoginMode = .idle
        func presentWelcome(name: String) {}
      }
      struct LoginSection {}
      enum LoginMode { case idle }
      """)
  }
}
