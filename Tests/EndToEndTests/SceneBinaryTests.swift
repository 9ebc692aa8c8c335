import Foundation
import Testing
import VIPKitTestSupport

/// `vipkit scene` through the binary, where nothing is built: a dry run, a bad name, the
/// Xcode templates.
@Suite("vipkit scene, through the binary", .serialized)
struct SceneBinaryTests {
  @Test("--dry-run lists the files and writes none; a bad name is a usage error with a fix")
  func dryRunAndBadName() throws {
    let work = try Scratch(files: ["Sources/App/App.swift": "let app = 1\n"])
    let dry = try Binary.run(
      ["scene", "new", "Login", "--dry-run", "--purpose", "display"], in: work.url)
    #expect(dry.status == 0, "\(dry.error)")
    #expect(dry.out.contains("would write Sources/App/Scenes/Login/LoginInteractor.swift"))
    #expect(dry.out.contains("would write Tests/AppTests/Login/LoginSceneTests.swift"))
    #expect(
      !FileManager.default.fileExists(
        atPath: work.url.appendingPathComponent("Sources/App/Scenes").path))
    let bad = try Binary.run(["scene", "new", "Login Scene"], in: work.url)
    #expect(bad.status == 64)
    #expect(bad.error.contains("try 'LoginScene'"))
  }

  @Test("xcode-templates writes the template folder once, and refuses to overwrite it")
  func xcodeTemplates() throws {
    let work = try Scratch(files: ["README.md": "templates\n"])
    let first = try Binary.run(["scene", "xcode-templates", "Templates"], in: work.url)
    #expect(first.status == 0, "\(first.error)")
    let plist = work.url.appendingPathComponent("Templates/VIP Scene.xctemplate/TemplateInfo.plist")
    #expect(FileManager.default.fileExists(atPath: plist.path))
    let again = try Binary.run(["scene", "xcode-templates", "Templates"], in: work.url)
    #expect(again.status == 1)
    #expect(again.error.contains("refusing to write Templates/VIP Scene.xctemplate"))
  }

  static func contents(of folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if let data = FileManager.default.contents(atPath: url.path) { files[url.path] = data }
    }
    return files
  }
}

/// `vipkit scene new` as a team or a student runs it: a package written into a folder whose
/// name has a space, built with no warning, its tests passing in both frameworks' reports,
/// every mutant of its logic killed, its rules kept; and a second run that refuses.
@Suite("vipkit scene new, built and tested", .scenario(.builds))
struct SceneBuildScenarios {
  @Test("a standalone scene builds clean, passes its tests, kills its mutants, keeps the rules")
  func standalonePackage() throws {
    let work = try Scratch(files: ["README.md": "scenes\n"])
    let folder = work.url.appendingPathComponent("My Scenes/Login")
    let kit = Binary.kitRoot.path
    let made = try Binary.run(
      [
        "scene", "new", "Login", "--package", folder.path, "--kit", kit, "--purpose", "form",
        "--data", "api", "--navigation", "push",
      ], in: work.url)
    #expect(made.status == 0, "\(made.error)")
    #expect(
      made.out.hasPrefix("Creating a form-input scene with API data and push navigation: Login"))
    #expect(made.out.contains("wrote My Scenes/Login/Tests/LoginSceneTests/Spies.swift"))

    let build = try runSwift(["build", "--build-tests"], in: folder)
    #expect(build.status == 0, "\(build.output)")
    #expect(!build.output.contains("warning:"), "\(build.output)")
    let test = try runSwift(["test"], in: folder)
    #expect(test.status == 0, "\(test.output)")
    #expect(test.output.contains("Executed 0 tests"), "XCTest's report: \(test.output)")
    #expect(test.output.contains("✔ Test run with"), "Swift Testing's report: \(test.output)")

    let mutate = try Binary.run(["mutate", folder.path])
    #expect(mutate.status == 0, "\(mutate.out)\(mutate.error)")
    #expect(mutate.out.contains("Score: 100%"), "\(mutate.out)")
    let check = try Binary.run(["check", folder.appendingPathComponent("Sources").path, "--strict"])
    #expect(check.status == 0, "\(check.out)")
    // Its spies are what vipkit spies writes for its sources, now and after add-use-case.
    let checkSpies = {
      try Binary.run(
        [
          "spies", "Sources/LoginScene", "--testable-import", "LoginScene", "-o",
          "Tests/LoginSceneTests/Spies.swift", "--check",
        ], in: folder)
    }
    let spies = try checkSpies()
    #expect(spies.status == 0, "\(spies.error)")

    // A use case added later: the presenter keeps the team's edit, the tests still pass.
    let presenter = folder.appendingPathComponent("Sources/LoginScene/LoginPresenter.swift")
    let edited = try String(contentsOf: presenter, encoding: .utf8) + "\n// Our own note.\n"
    try edited.write(to: presenter, atomically: true, encoding: .utf8)
    let added = try Binary.run(["scene", "add-use-case", "Login", "Refresh"], in: folder)
    #expect(added.status == 0, "\(added.error)")
    let presenterText = try String(contentsOf: presenter, encoding: .utf8)
    #expect(presenterText.contains("// Our own note."))
    #expect(presenterText.contains("func presentRefresh(response: Login.Refresh.Response)"))
    let retest = try runSwift(["test"], in: folder)
    #expect(retest.status == 0, "\(retest.output)")
    let spiesAgain = try checkSpies()
    #expect(spiesAgain.status == 0, "\(spiesAgain.error)")

    // A file changed where the new lines go: refused, and nothing written.
    let interactor = folder.appendingPathComponent("Sources/LoginScene/LoginInteractor.swift")
    // The requirement the new one goes after, edited by the team.
    let original = try String(contentsOf: interactor, encoding: .utf8)
    let rewritten = original.replacingOccurrences(
      of: "  func refresh(request: Login.Refresh.Request)\n",
      with: "  func refresh(request: Login.Refresh.Request)  // reloads\n")
    #expect(rewritten != original)

    try rewritten.write(to: interactor, atomically: true, encoding: .utf8)
    let snapshot = try SceneBinaryTests.contents(of: folder.appendingPathComponent("Sources"))
    let drifted = try Binary.run(["scene", "add-use-case", "Login", "Archive"], in: folder)
    #expect(drifted.status == 1)
    #expect(
      drifted.error.contains("drifted: Sources/LoginScene/LoginInteractor.swift"),
      "\(drifted.error)")
    #expect(try SceneBinaryTests.contents(of: folder.appendingPathComponent("Sources")) == snapshot)
    try original.write(to: interactor, atomically: true, encoding: .utf8)

    // The same command again: refused, every byte as it was.
    let before = try SceneBinaryTests.contents(of: folder.appendingPathComponent("Sources"))
    let again = try Binary.run(
      ["scene", "new", "Login", "--package", folder.path, "--kit", kit], in: work.url)
    #expect(again.status == 1)
    #expect(again.error.contains("refusing to write the scene"))
    #expect(again.error.contains("exists: My Scenes/Login/Sources/LoginScene/LoginPresenter.swift"))
    #expect(try SceneBinaryTests.contents(of: folder.appendingPathComponent("Sources")) == before)
  }
}
