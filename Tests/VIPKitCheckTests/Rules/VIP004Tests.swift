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

  @Test(
    "text the user reads, written in the interactor, is found: a sentence, an interpolation, one per line"
  )
  func userText() {
    expectFindings(
      "VIP004",
      """
      final class LoginInteractor: LoginBusinessLogic {
        func authenticate(request: Int) {
          let welcome = 1️⃣"Welcome, \\(request)!"
          presenter?.presentFailure(message: 2️⃣"Wrong email or password")
          presenter?.presentLogin(message: 3️⃣"Welcome back")
          loginLogic.show(4️⃣"Try again later")
          let both = 5️⃣DateFormatter(); let text = "Last seen \\(both)"
        }
      }
      """)
  }

  @Test("near misses: keys, paths, logs, assertions and queries are not the user's text")
  func notUserText() {
    expectFindings(
      "VIP004",
      """
      final class LoginInteractor: LoginBusinessLogic {
        let key = "lastEmail"
        func authenticate(request: Int) {
          let path = "users/\\(request)"
          print("authenticating \\(request)")
          logger.debug("token refreshed for \\(request)")
          Self.authLogger.info("signed in \\(request)")
          log.error("could not sign in")
          os_log("signed in as %@", request)
          assert(request > 0, "request must be positive")
          let query = NSPredicate(format: "name == %@", "x")
          let raw = #"a raw string"#
        }
      }
      """)
  }
}
