import Foundation
import Testing

/// `vipkit check` as a team runs it: in a package, in CI, adopting it with a baseline.
@Suite("vipkit check, through the binary")
struct CheckBinaryTests {
  static let files = [
    "Package.swift": "// swift-tools-version:6.0\n",
    "Sources/Login/LoginProtocols.swift": """
    @MainActor protocol LoginDisplayLogic: AnyObject { func displayWelcome(text: String) }
    @MainActor protocol LoginPresentationLogic { func presentWelcome(name: String) }
    """,
    "Sources/Login/LoginPresenter.swift": """
    import Foundation

    final class LoginPresenter: LoginPresentationLogic {
      var viewController: (any LoginDisplayLogic)?
      func presentWelcome(name: String) { viewController?.displayWelcome(text: name) }
    }
    """,
  ]

  @Test("in a package, it checks Sources: a finding is exit 1, with file:line:column")
  func findsInSources() throws {
    let folder = try Scratch(files: Self.files)
    let result = try Binary.run(["check"], in: folder.url, environment: ["NO_COLOR": "1"])
    #expect(result.status == 1)
    #expect(
      result.out.hasPrefix(
        "Sources/Login/LoginPresenter.swift:4:7: warning: [VIP007] LoginPresenter.viewController "
          + "holds the view strongly"))
    #expect(
      result.out.contains(
        "  fix: Declare it weak: weak var viewController: (any LoginDisplayLogic)?"))
    #expect(result.out.hasSuffix("1 finding in 2 files; 1 VIP scene: Login.\n"))
  }

  @Test("a baseline written today makes today's findings pass, and a new one fail")
  func baseline() throws {
    let folder = try Scratch(files: Self.files)
    let write = try Binary.run(
      ["check", "--write-baseline", "vipkit-baseline.json"], in: folder.url)
    #expect(write.status == 0, "\(write.error)")
    #expect(write.error.contains("Recorded 1 findings in vipkit-baseline.json"))
    let clean = try Binary.run(["check", "--baseline", "vipkit-baseline.json"], in: folder.url)
    #expect(clean.status == 0, "\(clean.out)")
    #expect(
      clean.out.contains(
        "No VIP rule is broken in 2 files (1 more in the baseline); 1 VIP scene: Login."))
    try folder.write(
      "Sources/Login/LoginInteractor.swift",
      "final class LoginInteractor { let f = DateFormatter() }\n")
    let new = try Binary.run(["check", "--baseline", "vipkit-baseline.json"], in: folder.url)
    #expect(new.status == 1)
    #expect(new.out.contains("[VIP004]"))
    #expect(!new.out.contains("[VIP007]"))
  }

  @Test("sarif to a file, with the summary on standard error")
  func sarifFile() throws {
    let folder = try Scratch(files: Self.files)
    let result = try Binary.run(
      ["check", "Sources", "--format", "sarif", "-o", "check.sarif"], in: folder.url)
    #expect(result.status == 1)
    #expect(result.error.contains("1 finding in 2 files; 1 VIP scene: Login."))
    let log = try JSONSerialization.jsonObject(with: Data(folder.read("check.sarif").utf8))
    #expect((log as? [String: Any])?["version"] as? String == "2.1.0")
  }

  @Test("an app of another pattern: exit 0, no scene said; --candidates lists its screens")
  func otherPattern() throws {
    let folder = try Scratch(files: [
      "Sources/App/SettingsViewController.swift": """
      final class SettingsPresenter { var count = 0 }
      final class SettingsViewController {
        var presenter: SettingsPresenter?
        func save() { UserDefaults.standard.set(true, forKey: "seen") }
      }
      """
    ])
    let result = try Binary.run(["check"], in: folder.url, environment: ["NO_COLOR": "1"])
    #expect(result.status == 0, "\(result.out)")
    #expect(result.out.hasPrefix("No VIP scene in 1 file, so no rule applies"))
    let listed = try Binary.run(
      ["check", "--candidates", "--format", "json"], in: folder.url)
    #expect(listed.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(listed.out.utf8)) as? [String: Any])
    #expect((document["scenes"] as? [String]) == [])
    #expect((document["findings"] as? [Any])?.isEmpty == true)
    let candidates = try #require(document["candidates"] as? [[String: Any]])
    #expect(candidates.map { $0["type"] as? String } == ["SettingsViewController"])
    #expect(candidates.first?["reasons"] as? [String] == ["I/O with UserDefaults"])
  }

  @Test(
    "bad input and usage: an unknown rule (64), a missing path or no Sources (65)",
    arguments: [
      (["check", "--rule", "VIP07"], Int32(64), "no such rule. Did you mean 'VIP007'?"),
      (["check", "Nowhere"], 65, "no such file or folder: Nowhere"),
      (["check", "--baseline", "missing.json"], 65, "could not read the baseline"),
      (["check", "--names", "missing.json"], 65, "could not read"),
    ])
  func badInput(arguments: [String], status: Int32, message: String) throws {
    let folder = try Scratch(files: Self.files)
    let result = try Binary.run(arguments, in: folder.url)
    #expect(result.status == status)
    #expect(result.error.contains(message), "\(result.error)")
    let empty = try Scratch(files: ["README.md": "No package here.\n"])
    let noSources = try Binary.run(["check"], in: empty.url)
    #expect(noSources.status == 65)
    #expect(noSources.error.contains("no Sources folder"))
  }
}
