import Testing

@Suite("VIP004: formatting in the interactor")
struct VIP004Tests {
  @Test("formatters, String(format:) and .formatted() in the interactor are found, one per line")
  func found() {
    expectFindings(
      "VIP004",
      """
      final class LoginInteractor: LoginBusinessLogic {
        let formatter = 1️⃣DateFormatter()
        func login(request: Int) {
          let text = 2️⃣String(format: "%d", request)
          let when = Date.now.3️⃣formatted()
          let money = 4️⃣NumberFormatter(); let other = NumberFormatter()
        }
      }
      """)
  }

  @Test("near misses: a formatter in the presenter, in a comment, in a string")
  func nearMisses() {
    expectFindings(
      "VIP004",
      """
      final class LoginPresenter: LoginPresentationLogic {
        let formatter = DateFormatter()
        func presentWelcome(name: String) { _ = String(format: "%@", name) }
      }
      final class LoginInteractor: LoginBusinessLogic {
        // let formatter = DateFormatter()
        func login(request: Int) { print("String(format:) is the presenter's") }
      }
      """)
  }
}
