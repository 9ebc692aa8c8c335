import Foundation
import Testing
import VIPKitCheck

@Suite("Baselines: only new findings, keyed by the line's tokens, not its number")
struct BaselineTests {
  static let interactor = """
    final class LoginInteractor: LoginBusinessLogic {
      let formatter = DateFormatter()
      func login(request: Int) {}
    }
    """

  @Test("a line inserted above a baselined finding keeps it baselined")
  func insertedAbove() throws {
    let baseline = Baseline(check(Self.interactor))
    #expect(baseline.findings.count == 1)
    let edited = "import Foundation\n\n// A comment.\n" + Self.interactor
    let (new, baselined) = baseline.new(check(edited))
    #expect(new.isEmpty)
    #expect(baselined == 1)
  }

  @Test("a new finding, and an edit to the baselined line, are new")
  func newFindings() {
    let baseline = Baseline(check(Self.interactor))
    let edited = Self.interactor.replacingOccurrences(
      of: "let formatter = DateFormatter()",
      with: "let formatter = DateFormatter()\n  let money = NumberFormatter()")
    #expect(baseline.new(check(edited)).new.map(\.line) == [3])
    let changed = Self.interactor.replacingOccurrences(
      of: "let formatter", with: "let dateFormatter")
    #expect(baseline.new(check(changed)).new.count == 1)
  }

  @Test("a second identical line is a new finding: entries are counted")
  func counted() {
    let baseline = Baseline(check(Self.interactor))
    let twice = Self.interactor.replacingOccurrences(
      of: "  func login", with: "  let formatter2 = DateFormatter()\n  func login")
    #expect(baseline.new(check(twice)).new.count == 1)
  }

  @Test("a baseline survives its file: written as JSON, read back the same")
  func roundTrip() throws {
    let baseline = Baseline(check(Self.interactor))
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-baseline-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try JSONEncoder().encode(baseline).write(to: url)
    #expect(try Baseline(contentsOf: url) == baseline)
  }

  func check(_ source: String) -> [Finding] {
    Checker().check([
      ("Sources/Login/LoginInteractor.swift", Array(source.utf8)),
      ("Sources/Login/LoginProtocols.swift", Array(loginProtocols.utf8)),
    ])
  }
}
