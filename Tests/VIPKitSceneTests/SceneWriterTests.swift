import Foundation
import Testing
import VIPKitCore

@testable import VIPKitScene

/// Names, the interview, and never losing work: refusing, forcing only generated files.
@Suite("Writing a scene")
struct SceneWriterTests {
  @Test(
    "a bad name is refused with what to type instead",
    arguments: [
      ("123", "starts with a digit: try 'Scene123'."),
      ("Login Scene", "is not a Swift type name (letters and digits only): try 'LoginScene'."),
      ("class", "is a Swift keyword: try 'ClassScene'."),
      ("login", "should start with a capital letter, as a type does: try 'Login'."),
      ("", "The scene name is empty."),
    ])
  func badNames(name: String, message: String) {
    #expect(
      SceneName.problem(with: name)?.hasSuffix(message) == true,
      "\(String(describing: SceneName.problem(with: name)))")
  }

  @Test(
    "names the generated code uses itself are refused: they would shadow it or clash",
    arguments: [
      (["Loading"], "would clash with what the scene generates: try 'LoadingStep'."),
      (["Continue"], "would clash with what the scene generates: try 'ContinueStep'."),
      (["Load", "Load"], "The use case 'Load' is given twice."),
      (["String"], "is a type the scene's code uses itself: try 'StringScene'."),
    ])
  func clashingUseCases(names: [String], message: String) {
    let problem = SceneName.problem(withUseCases: names)
    #expect(problem?.hasSuffix(message) == true, "\(String(describing: problem))")
  }

  @Test("a scene named like a type its code uses (Task, View) is refused")
  func takenSceneNames() {
    #expect(SceneName.problem(with: "Task")?.contains("try 'TaskScene'") == true)
    #expect(SceneName.problem(with: "View") != nil)
    #expect(SceneName.problem(withUseCases: ["Load", "Refresh"]) == nil)
  }

  @Test("two scenes in one test target get a spies file each; the second leaves the first's alone")
  func spiesFilePerScene() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.writer(root).write(Self.writer(root).plan(), force: false)
    let login = root.appendingPathComponent("Tests/AppTests/LoginSpies.swift")
    let before = try String(contentsOf: login, encoding: .utf8)
    let profile = SceneWriter(
      spec: SceneSpec(name: "Profile", module: "App"),
      layout: .init(
        sources: root.appendingPathComponent("Sources/App/Profile"),
        tests: root.appendingPathComponent("Tests/AppTests"), package: nil, base: root),
      kitPath: "", kitName: "VIPKit")
    // Two `Spies.swift` in one target would not build: SwiftPM reports "multiple producers".
    try profile.write(profile.plan(), force: false)
    #expect(try String(contentsOf: login, encoding: .utf8) == before)
    let other = try String(
      contentsOf: root.appendingPathComponent("Tests/AppTests/ProfileSpies.swift"),
      encoding: .utf8)
    #expect(other.contains("final class ProfileBusinessLogicSpy"))
    #expect(!other.contains("LoginBusinessLogicSpy"))
    #expect(
      !FileManager.default.fileExists(
        atPath: root.appendingPathComponent("Tests/AppTests/Spies.swift").path))
  }

  @Test("a standalone package's spies file is Spies.swift; add-use-case finds either name")
  func spiesFileNames() throws {
    #expect(SceneWriter.spiesFileName(scene: "Login", standalone: true) == "Spies.swift")
    #expect(SceneWriter.spiesFileName(scene: "Login", standalone: false) == "LoginSpies.swift")
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    #expect(SceneWriter.spiesFile(scene: "Login", in: root).lastPathComponent == "LoginSpies.swift")
    try "".write(to: root.appendingPathComponent("Spies.swift"), atomically: true, encoding: .utf8)
    #expect(SceneWriter.spiesFile(scene: "Login", in: root).lastPathComponent == "Spies.swift")
    try "".write(
      to: root.appendingPathComponent("LoginSpies.swift"), atomically: true, encoding: .utf8)
    #expect(SceneWriter.spiesFile(scene: "Login", in: root).lastPathComponent == "LoginSpies.swift")
  }

  @Test("add-use-case reads the scene's answers back: a validate-only local scene stays local")
  func answersReadBack() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    var spec = SceneSpec(name: "SignUp", module: "App", useCases: ["Validate"])
    spec.data = .local
    let sources = root.appendingPathComponent("Sources/App")
    let tests = root.appendingPathComponent("Tests/AppTests")
    let writer = SceneWriter(
      spec: spec, layout: .init(sources: sources, tests: tests, package: nil, base: root),
      kitPath: "", kitName: "VIPKit")
    try writer.write(writer.plan(), force: false)
    let plan = try UseCaseAdder(
      scene: "SignUp", useCase: "Submit", sources: sources, tests: tests, base: root
    ).plan()
    let interactor = try #require(
      plan.first { $0.url.lastPathComponent == "SignUpInteractor.swift" })
    #expect(interactor.text.contains("let items = worker?.readSubmit() ?? []"))
    #expect(!interactor.text.contains("presentLoading"))
  }

  @Test("good names pass", arguments: ["Login", "OrderDetails", "Step2"])
  func goodNames(name: String) {
    #expect(SceneName.problem(with: name) == nil)
  }

  @Test("the interview: one key per question, Enter takes the default, stray keys are ignored")
  func interview() {
    var keys = Array("2x\n4").reversed().map { $0 }
    var shown = ""
    let spec = Interview.run(
      SceneSpec(name: "Login", module: "App"), read: { keys.popLast() }, write: { shown += $0 })
    #expect(spec.purpose == .form)
    #expect(spec.data == .api)
    #expect(spec.navigation == .tab)
    #expect(shown.contains("Purpose? [1] display data (default)  [2] form input"))
    #expect(shown.contains("form input\n"))
    #expect(spec.summary.hasPrefix("Creating a form-input scene with API data and tab navigation"))
  }

  @Test("a second run refuses, naming the files, and leaves every byte as it was")
  func refuses() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let writer = Self.writer(root)
    let plan = writer.plan()
    try writer.write(plan, force: false)
    let written = try Self.snapshot(root)
    #expect(written.count == plan.count)
    #expect(throws: SceneWriter.Refusal.self) { try writer.write(plan, force: false) }
    #expect(try Self.snapshot(root) == written)
  }

  @Test("--force rewrites generated files, never one the user wrote")
  func force() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let writer = Self.writer(root)
    let plan = writer.plan()
    try writer.write(plan, force: false)
    let presenter = root.appendingPathComponent("Sources/App/LoginPresenter.swift")
    try (SceneTemplate.header + "\n// edited\n").write(
      to: presenter, atomically: true, encoding: .utf8)
    try writer.write(plan, force: true)
    #expect(
      try String(contentsOf: presenter, encoding: .utf8) == plan.first { $0.url == presenter }?.text
    )

    let mine = "// My own presenter.\n"
    try mine.write(to: presenter, atomically: true, encoding: .utf8)
    let before = try Self.snapshot(root)
    #expect(throws: SceneWriter.Refusal.self) { try writer.write(plan, force: true) }
    #expect(try Self.snapshot(root) == before)
  }

  @Test("the spies in the plan are what vipkit spies writes for the scene's sources")
  func spies() throws {
    let root = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    let plan = Self.writer(root).plan()
    let spies = try #require(plan.first { $0.url.lastPathComponent == "LoginSpies.swift" })
    #expect(spies.text.contains("final class LoginPresentationLogicSpy: LoginPresentationLogic"))
    #expect(spies.text.contains("@testable import App"))
  }

  // MARK: - Fixtures

  static func writer(_ root: URL) -> SceneWriter {
    SceneWriter(
      spec: SceneSpec(name: "Login", module: "App"),
      layout: .init(
        sources: root.appendingPathComponent("Sources/App"),
        tests: root.appendingPathComponent("Tests/AppTests"), package: nil, base: root),
      kitPath: "", kitName: "VIPKit")
  }

  static func scratch() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-scene-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return root
  }

  static func snapshot(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
        files[url.path] = data
      }
    }
    return files
  }
}
