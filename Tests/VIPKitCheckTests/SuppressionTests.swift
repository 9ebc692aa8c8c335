import Testing
import VIPKitCheck

@Suite("Suppressions: a reason is required, and --strict reports the unused")
struct SuppressionTests {
  static let strongPresenter = """
    final class LoginPresenter: LoginPresentationLogic {
      // vipkit:disable-next-line VIP007 -- the router's modal must keep it alive
      var viewController: (any LoginDisplayLogic)?
      var other: (any LoginDisplayLogic)?
      func presentWelcome(name: String) {}
    }
    """

  @Test("disable-next-line with a reason silences that line only")
  func nextLine() {
    let found = check(Self.strongPresenter)
    #expect(found.map(\.rule) == ["VIP007"])
    #expect(found.first?.line == 4)
  }

  @Test("a suppression without a reason is itself a finding, and suppresses nothing")
  func noReason() {
    let found = check(
      Self.strongPresenter.replacingOccurrences(
        of: " -- the router's modal must keep it alive", with: ""))
    #expect(found.map(\.rule) == ["VIP000", "VIP007", "VIP007"])
    #expect(found.first?.message.contains("gives no reason") == true)
  }

  @Test("disable-next-line above an attribute's line covers the declaration under it")
  func attributeLine() {
    let source = """
      final class LoginPresenter: LoginPresentationLogic {
        // vipkit:disable-next-line VIP007 -- the modal keeps it alive
        @available(*, deprecated)
        var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {}
      }
      """
    #expect(check(source, strict: true).isEmpty)
  }

  @Test("disable … enable covers the lines between, for the rules it names")
  func range() {
    let source = """
      final class LoginInteractor: LoginBusinessLogic {
        // vipkit:disable VIP004 -- a legacy report, moved in ticket 12
        let a = DateFormatter()
        let b = NumberFormatter()
        // vipkit:enable VIP004
        let c = DateFormatter()
        let d = FileManager.default
        func login(request: Int) {}
      }
      """
    #expect(check(source).map { "\($0.rule):\($0.line)" } == ["VIP004:6", "VIP013:7"])
  }

  @Test("--strict reports a suppression that suppresses nothing")
  func strict() {
    let source = """
      final class LoginPresenter: LoginPresentationLogic {
        // vipkit:disable-next-line VIP007 -- it used to be strong
        weak var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {}
      }
      """
    #expect(check(source).isEmpty)
    let strict = check(source, strict: true)
    #expect(strict.map(\.rule) == ["VIP000"])
    #expect(strict.first?.message.contains("suppresses nothing") == true)
  }

  @Test("vipkit mutate's own directive (no rule named) is not a suppression")
  func mutateDirective() {
    let source = """
      final class LoginPresenter: LoginPresentationLogic {
        // vipkit:disable-next-line
        var viewController: (any LoginDisplayLogic)?
        func presentWelcome(name: String) {}
      }
      """
    #expect(check(source, strict: true).map(\.rule) == ["VIP007"])
  }

  func check(_ source: String, strict: Bool = false) -> [Finding] {
    var options = Checker.Options()
    options.strict = strict
    return Checker(options: options).check([
      ("Sources/Login/Scene.swift", Array(source.utf8)),
      ("Sources/Login/LoginProtocols.swift", Array(loginProtocols.utf8)),
    ]).filter { $0.file == "Sources/Login/Scene.swift" }
  }
}
