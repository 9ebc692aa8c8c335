import Foundation
import Testing
import VIPKitCore

@testable import VIPKitCLI
@testable import VIPKitMutation

@Suite("The student's loop: exercises and hints", .serialized)
struct StudentLoopTests {
  @Test("hints come one at a time, gentlest first; --all, --reset, and the end are said")
  func hints() throws {
    let course = try FixtureCourse()
    let readme = course.root.appendingPathComponent("Exercises/01-the-vip-cycle/README.md")
    try """
    # The VIP cycle

    ## Hints

    ### Hint 1
    Look at the configurator.

    ### Hint 2
    Set `viewController.interactor`.

    ## After
    Not a hint.
    """.write(to: readme, atomically: true, encoding: .utf8)
    let first = TestConsole.run(["hint", "1", "--course", course.root.path])
    #expect(first.out.hasPrefix("Hint 1 of 2 for The VIP cycle:\n\nLook at the configurator.\n"))
    let second = TestConsole.run(["hint", "01", "--course", course.root.path])
    #expect(
      second.out.hasPrefix("Hint 2 of 2 for The VIP cycle:\n\nSet `viewController.interactor`.\n"))
    #expect(!second.out.contains("Not a hint"))
    #expect(
      TestConsole.run(["hint", "1", "--course", course.root.path]).out.hasPrefix(
        "That was the last hint (2 of 2)."))
    #expect(
      TestConsole.run(["hint", "1", "--all", "--course", course.root.path]).out.contains(
        "Hint 2 of 2:\nSet"))
    _ = TestConsole.run(["hint", "1", "--reset", "--course", course.root.path])
    #expect(
      TestConsole.run(["hint", "1", "--course", course.root.path]).out.hasPrefix("Hint 1 of 2"))
    let unknown = TestConsole.run(["hint", "7", "--course", course.root.path])
    #expect(unknown.code == .usage)
    #expect(unknown.error.hasPrefix("Error: No exercise '7': the course has 01, 02."))
  }

  @Test("states come from git and the tests: not started, failing, done")
  func states() throws {
    let course = try FixtureCourse()
    let exercise = course.root.appendingPathComponent("Exercises/02-presenter")
    for (path, text) in Self.tinyPackage(passing: false) {
      let url = exercise.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try Self.git(["init", "-q"], in: course.root)
    try Self.git(["add", "-A"], in: course.root)
    try Self.git(
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "clone"], in: course.root)

    let untouched = TestConsole.run(["exercises", "--course", course.root.path, "--format", "json"])
    #expect(untouched.out.contains("\"state\" : \"not started\""))
    #expect(!untouched.out.contains("\"failing\""))

    try "// my change\n".write(
      to: exercise.appendingPathComponent("Sources/Tiny/Note.swift"), atomically: true,
      encoding: .utf8)
    let failing = TestConsole.run(["exercises", "--course", course.root.path])
    #expect(failing.out.contains("  02  presenter      failing"), "\(failing.out)")
    #expect(failing.out.contains("Next: cd Exercises/01-the-vip-cycle && swift test"))

    try Self.tinyPackage(passing: true)["Sources/Tiny/Tiny.swift"]?.write(
      to: exercise.appendingPathComponent("Sources/Tiny/Tiny.swift"), atomically: true,
      encoding: .utf8)
    let done = TestConsole.run(["exercises", "--course", course.root.path, "--format", "json"])
    #expect(done.out.contains("\"state\" : \"done\""), "\(done.out)")
  }

  /// A package with one test, which passes only when `answer()` returns 42.
  static func tinyPackage(passing: Bool) -> [String: String] {
    [
      "Package.swift": """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(name: "Tiny", targets: [
        .target(name: "Tiny"), .testTarget(name: "TinyTests", dependencies: ["Tiny"]),
      ])
      """,
      "Sources/Tiny/Tiny.swift": "public func answer() -> Int { \(passing ? 42 : 0) }\n",
      "Tests/TinyTests/TinyTests.swift":
        "import Testing\nimport Tiny\n@Test func answers() { #expect(answer() == 42) }\n",
    ]
  }

  static func git(_ arguments: [String], in folder: URL) throws {
    let outcome = ChildProcess.run("git", arguments, in: folder)
    guard outcome.succeeded else { throw CommandFailure(message: outcome.output) }
  }
}

struct CommandFailure: Error {
  let message: String
}

/// `m` in `vipkit watch`: the first survivor, with the test that catches it.
@Suite("vipkit watch: do your tests bite?")
struct WatchMutantsTests {
  static func mutant(_ id: Int, _ status: Mutant.Status, suggestion: TestSuggestion? = nil)
    -> Mutant
  {
    var mutant = Mutant(
      id: id, file: "Sources/P/P.swift", operatorName: "relational", range: 0..<1,
      replacement: "<", location: SourceLocation(path: "Sources/P/P.swift", line: 3, column: 9),
      diff: "a >= 8  →  a < 8")
    mutant.status = status
    mutant.suggestion = suggestion
    return mutant
  }

  @Test("all caught, or how many survive and the first with its test")
  func screen() {
    #expect(
      WatchCommand.survivors([Self.mutant(1, .killed), Self.mutant(2, .unviable)])
        == "✔ Your tests catch every mutant of the scene (1 of 1).")
    let suggestion = TestSuggestion(
      code: "@Test func atEight() {\n  #expect(true)\n}", summary: "Check it.",
      framework: "swift-testing", verified: true)
    let screen = WatchCommand.survivors([
      Self.mutant(1, .killed), Self.mutant(2, .survived, suggestion: suggestion),
      Self.mutant(3, .noCoverage),
    ])
    #expect(
      screen == """
        ✘ 2 of 3 mutants survive: your tests pass with the code changed like this. The first:
          Sources/P/P.swift:3:9 (relational): a >= 8  →  a < 8
        This test catches it (it passes on the code and fails on the mutant):
          @Test func atEight() {
            #expect(true)
          }
        Add it, or a test of your own that does the same, save, and press m again.
        """)
  }
}

/// The keys of `vipkit watch`: the solution and the mutants only once they are offered.
@Suite("vipkit watch: keys")
struct WatchKeyTests {
  typealias Action = WatchCommand.KeyAction

  @Test(
    "d shows the solution only once the exercise passes, in either case",
    arguments: ["d", "D"] as [Character])
  func solution(key: Character) {
    #expect(Action(key, passed: false, biting: false) == nil)
    #expect(Action(key, passed: true, biting: false) == .solution)
  }

  @Test(
    "m runs the mutants only once an exercise that grades tests passes, in either case",
    arguments: ["m", "M"] as [Character])
  func mutants(key: Character) {
    #expect(Action(key, passed: false, biting: false) == nil)
    #expect(Action(key, passed: true, biting: false) == nil)
    #expect(Action(key, passed: true, biting: true) == .mutants)
  }

  @Test("q, h and n work at any time; other keys do nothing")
  func always() {
    for passed in [false, true] {
      #expect(Action("q", passed: passed, biting: false) == .quit)
      #expect(Action("H", passed: passed, biting: false) == .hint)
      #expect(Action("n", passed: passed, biting: false) == .next)
      #expect(Action("x", passed: passed, biting: true) == nil)
    }
  }
}

/// `vipkit watch` notices a file saved while its tests run.
@Suite("vipkit watch: saves during a run")
struct WatchSaveTests {
  @Test("a file saved while the tests run is a change once they end, so the next run starts")
  func saveDuringRun() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-watch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Interactor.swift")
    try "// starter\n".write(to: file, atomically: true, encoding: .utf8)

    let (_, started) = WatchCommand.runOnce(folder) { _ in
      // The student saves while the tests run.
      try? "// the solution, longer\n".write(to: file, atomically: true, encoding: .utf8)
      return .passed(tests: 1)
    }
    #expect(FolderState(folder) != started, "the save during the run must start another run")

    let (_, quiet) = WatchCommand.runOnce(folder) { _ in .passed(tests: 1) }
    #expect(FolderState(folder) == quiet, "a run with no save starts no other")
  }
}

/// What `watch` shows of a README's Markdown.
@Suite("vipkit watch: the README's words, not its marks")
struct TerminalMarkdownTests {
  @Test("strong, code, emphasis and links read as text; bold where the terminal has it")
  func inline() {
    let text =
      "The interactor decides (**business logic**); the `presenter` formats, *never* the view. See [vip.md](../../Docs/vip.md). 2 * 3 stays."
    #expect(
      TerminalMarkdown.inline(text, style: .plain)
        == "The interactor decides (business logic); the presenter formats, never the view. See vip.md (../../Docs/vip.md). 2 * 3 stays."
    )
    let bold = TerminalMarkdown.inline("**response**", style: TerminalStyle(usesColor: true))
    #expect(bold.contains("response") && bold.hasPrefix("\u{1B}[") && !bold.contains("**"))
  }
}
