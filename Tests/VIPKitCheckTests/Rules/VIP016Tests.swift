import Testing

@Suite("VIP016: the presenter decides")
struct VIP016Tests {
  @Test("a regular expression literal, and a length read through a chain")
  func regexAndChain() {
    expectFindings(
      "VIP016",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {
          let match = 1️⃣/[a-z]+/
          let long = 8 2️⃣> self.name.count
          viewController?.displayWelcome(text: "\\(match) \\(long)")
        }
        let name = ""
      }
      """)
  }

  @Test("each kind of rule is found at its place")
  func found() {
    expectFindings(
      "VIP016",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {
          let short = name.count 1️⃣< 8
          let email = name.2️⃣contains("@") ? nil : "This email is not valid"
          let long = 3 3️⃣<= name.count
          let match = name.4️⃣wholeMatch(of: /[a-z]+/)
          viewController?.displayWelcome(text: "\\(short) \\(email ?? "") \\(long) \\(match != nil)")
        }
      }
      """)
  }

  @Test("near misses: plurals, empty lists, a badge's cap, and the same rule in the interactor")
  func nearMisses() {
    expectFindings(
      "VIP016",
      """
      final class LoginPresenter: LoginPresentationLogic {
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {
          let count = name.count
          let noun = name.count > 1 ? "letters" : "letter"
          let badge = count > 99 ? "99+" : "\\(count)"
          let empty = name.count < 1
          let says = name.contains("a")
          viewController?.displayWelcome(text: "\\(noun) \\(badge) \\(empty) \\(says)")
        }
      }
      final class LoginInteractor: LoginBusinessLogic {
        func login(request: Int) {
          let valid = "\\(request)".count >= 8 && "\\(request)".contains("@")
          _ = valid
        }
      }
      """)
  }
}
