import Foundation
import Testing
import VIPKitCore
import VIPKitCourse

@testable import VIPKitCLI
@testable import VIPKitMutation

@Suite("The student's loop: exercises and hints", .serialized)
struct StudentLoopTests {
  static let ladders = """
    # Hints: The VIP cycle

    Not a hint: the file's title.

    ## the wiring
    tests: ProfileSceneTests, everyLinkIsWired

    ### Idea
    One place creates the components.

    ### Where
    Look at the configurator.

    ### What
    Set the view's interactor.

    ### Code
    ```swift
    viewController.interactor = interactor
    ```

    ## the presenter's text
    tests: ProfilePresenterTests

    ### Idea
    The presenter formats.

    ### Where
    presentProfile(response:).

    ### What
    Build the view model.

    ### Code
    `viewModel = …`
    """

  /// The fixture course, its exercise 01 given `ladders`.
  static func courseWithLadders() throws -> (FixtureCourse, URL) {
    let course = try FixtureCourse()
    let folder = course.root.appendingPathComponent("Exercises/01-the-vip-cycle")
    try ladders.write(
      to: folder.appendingPathComponent(".hints.md"), atomically: true, encoding: .utf8)
    return (course, folder)
  }

  @Test("hints come one rung at a time from the ladder the failure chooses; --all, --reset")
  func hints() throws {
    let (course, _) = try Self.courseWithLadders()
    // Nothing builds in the fixture: the exercise's main idea, its first ladder.
    let first = TestConsole.run(["hint", "1", "--course", course.root.path])
    #expect(
      first.out.hasPrefix(
        "Hint 1 of 4 on the wiring (the idea):\n\nOne place creates the components.\n\n"
          + "Still stuck? `vipkit hint 1` again gives where to look."), "\(first.out)")
    #expect(!first.out.contains("Not a hint"))
    let second = TestConsole.run(["hint", "01", "--course", course.root.path])
    #expect(second.out.hasPrefix("Hint 2 of 4 on the wiring (where to look):"), "\(second.out)")

    let exercise = try #require(
      try Course(root: course.root).exercises.first { $0.number == 1 })
    // Another failing test: its own ladder, from its first rung.
    let presenter = HintCommand.nextHint(
      exercise, failing: ["ProfileTests.ProfilePresenterTests/testFormatsTheName"],
      again: "h again")
    #expect(presenter.hasPrefix("Hint 1 of 4 on the presenter's text (the idea):"))
    // Back to the wiring: where it was left, the code only on the fourth call.
    let third = HintCommand.nextHint(
      exercise, failing: ["ProfileTests.ProfileSceneTests/everyLinkIsWired()"], again: "h again")
    #expect(third.hasPrefix("Hint 3 of 4 on the wiring (what to write):"))
    #expect(
      third.hasSuffix("Still stuck? h again gives the code: try once more before you ask for it."))
    #expect(!third.contains("viewController.interactor = interactor"))
    let code = HintCommand.nextHint(exercise, failing: [], again: "h again")
    #expect(code.hasPrefix("Hint 4 of 4 on the wiring (the code):"))
    #expect(code.contains("viewController.interactor = interactor"))
    #expect(
      HintCommand.nextHint(exercise, failing: [], again: "h again").hasPrefix(
        "That was the last hint on the wiring (4 of 4)"))

    let all = TestConsole.run(["hint", "1", "--all", "--course", course.root.path]).out
    #expect(all.contains("## the presenter's text") && all.contains("Hint 4 of 4 (the code):"))
    _ = TestConsole.run(["hint", "1", "--reset", "--course", course.root.path])
    #expect(
      HintCommand.nextHint(exercise, failing: [], again: "h").hasPrefix(
        "Hint 1 of 4 on the wiring"))

    let unknown = TestConsole.run(["hint", "7", "--course", course.root.path])
    #expect(unknown.code == .usage)
    #expect(unknown.error.hasPrefix("Error: No exercise '7': the course has 01, 02."))
    let nowhere = TestConsole.run(["hint", "--course", course.root.path])
    #expect(nowhere.code == .usage)
    #expect(nowhere.error.contains("Which exercise?"), "\(nowhere.error)")
  }

  @Test("where the student writes the tests, a passing suite climbs each ladder in turn")
  func passingClimbsEveryLadder() throws {
    let (course, folder) = try Self.courseWithLadders()
    try #"""
    {"version": 1, "studentFiles": ["Tests"], "rubric": [
      {"title": "Pass", "points": 40, "check": "tests-pass"},
      {"title": "Bite", "points": 60, "check": "mutation-score"}]}
    """#.write(
      to: folder.appendingPathComponent("grading.json"), atomically: true, encoding: .utf8)
    let exercise = try #require(try Course(root: course.root).exercises.first)
    let shown = (1...5).map { _ in HintCommand.passing(exercise, tests: 3, again: "h") }
    #expect(shown[0].hasPrefix("All 3 tests pass. Here that is the start"))
    #expect(shown[0].contains("Hint 1 of 4 on the wiring (the idea):"))
    #expect(shown[3].contains("Hint 4 of 4 on the wiring (the code):"))
    #expect(shown[4].contains("Hint 1 of 4 on the presenter's text (the idea):"), "\(shown[4])")
  }

  @Test("a passing exercise whose grade checks the VIP rules: the hint names the broken ones")
  func passingWithBrokenRules() throws {
    let (course, folder) = try Self.courseWithLadders()
    try #"""
    {"version": 1, "studentFiles": ["Sources"], "rubric": [
      {"title": "Works", "points": 80, "tests": ["ProfileSceneTests"]},
      {"title": "Rules", "points": 20, "check": "vip-rules"}]}
    """#.write(
      to: folder.appendingPathComponent("grading.json"), atomically: true, encoding: .utf8)
    let sources = folder.appendingPathComponent("Sources/Profile")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let exercise = try #require(try Course(root: course.root).exercises.first)
    let scene = """
      protocol ProfileBusinessLogic: AnyObject { func load(name: String) }
      protocol ProfilePresentationLogic: AnyObject { func present(name: String) }
      protocol ProfileDisplayLogic: AnyObject { func display(text: String) }
      final class ProfileInteractor: ProfileBusinessLogic {
        var presenter: (any ProfilePresentationLogic)?
        func load(name: String) { presenter?.present(name: name) }
      }
      final class ProfilePresenter: ProfilePresentationLogic {
        weak var viewController: (any ProfileDisplayLogic)?
        func present(name: String) { viewController?.display(text: name) }
      }
      final class ProfileViewController: ProfileDisplayLogic {
        var interactor: (any ProfileBusinessLogic)?
        func nameChanged(_ name: String) {
          if name.count < 3 { return }
          interactor?.load(name: name)
        }
        func display(text: String) {}
      }

      """
    try scene.write(
      to: sources.appendingPathComponent("Profile.swift"), atomically: true, encoding: .utf8)
    let broken = HintCommand.passing(exercise, tests: 3, again: "h")
    #expect(broken.contains("pass, but the grade also checks the VIP rules"), "\(broken)")
    #expect(broken.contains("[VIP018]"), "\(broken)")
    try scene.replacingOccurrences(of: "if name.count < 3 { return }\n", with: "").write(
      to: sources.appendingPathComponent("Profile.swift"), atomically: true, encoding: .utf8)
    #expect(HintCommand.passing(exercise, tests: 3, again: "h").hasSuffix("no hint needed."))
  }

  @Test("a hints file's format: four rungs in order, none empty, a test in one ladder only")
  func ladderFormat() {
    let (ladders, problems) = HintLadder.parse(Self.ladders)
    #expect(problems.isEmpty, "\(problems)")
    #expect(ladders.map(\.title) == ["the wiring", "the presenter's text"])
    #expect(ladders[0].tests == ["ProfileSceneTests", "everyLinkIsWired"])
    #expect(ladders[0].rungs.map(\.name) == HintLadder.rungNames)
    #expect(ladders[0].rungs[3].text == "```swift\nviewController.interactor = interactor\n```")
    #expect(ladders[0].fits(testID: "ProfileTests.ProfileSceneTests/everyLinkIsWired()"))
    #expect(ladders[0].fits(testID: "ProfileTests.AnySuite/everyLinkIsWired()"))
    #expect(!ladders[0].fits(testID: "ProfileTests.ProfilePresenterTests/testFormat"))
    #expect(
      HintLadder.choose(ladders, failing: ["P.ProfilePresenterTests/testX"])?.title
        == "the presenter's text")
    #expect(HintLadder.choose(ladders, failing: ["P.Other/test()"])?.title == "the wiring")
    #expect(HintLadder.choose(ladders, failing: [])?.title == "the wiring")
    // Several failing: the ladders' order decides, whatever order the tests ended in (they
    // run in parallel): the same failures always get the same ladder.
    for failing in [
      ["P.ProfilePresenterTests/testX", "P.ProfileSceneTests/everyLinkIsWired()"],
      ["P.ProfileSceneTests/everyLinkIsWired()", "P.ProfilePresenterTests/testX"],
    ] {
      #expect(HintLadder.choose(ladders, failing: failing)?.title == "the wiring")
    }

    let broken = """
      ## one
      tests: A

      ### Idea
      x
      ### What
      y
      ### Where

      ### Code
      z

      ## two
      tests: A
      ### Idea
      a
      ### Where
      b
      ### What
      c
      ### Code
      d
      """
    let found = HintLadder.parse(broken).problems
    #expect(
      found.contains { $0.hasPrefix("1: ladder “one” has the rungs Idea, What, Where, Code") })
    #expect(found.contains { $0.hasPrefix("8: the rung “Where” of “one” is empty") })
    #expect(found.contains { $0.hasPrefix("13: “A” is in the ladders “one” and “two”") })
    #expect(
      HintLadder.parse("# Title only\n").problems == [
        "1: no ladder (a `## ` heading with its rungs)"
      ])
  }

  @Test("every exercise of the bundled course has a sound ladder, and no hints in its README")
  func bundledLadders() throws {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let course = try Course(root: kit)
    #expect(course.exercises.count >= 12)
    for exercise in course.exercises {
      #expect(exercise.hintProblems().isEmpty, "\(exercise.hintProblems())")
      let ladders = exercise.ladders()
      #expect(!ladders.isEmpty, "\(exercise.relativePath)")
      // The code is the last rung, and only the last holds a block of code.
      for ladder in ladders {
        #expect(ladder.rungs.dropLast().allSatisfy { !$0.text.contains("```") }, "\(ladder.title)")
      }
    }
  }

  @Test("passing where the student writes the tests is half the task: no solution offered yet")
  func passingTestWritingExercise() throws {
    let kit = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let course = try Course(root: kit)
    let exercises = Dictionary(uniqueKeysWithValues: course.exercises.map { ($0.number, $0) })
    let bite = try #require(exercises[8])
    let screen = WatchCommand.render(.passed(tests: 3), bite, course)
    #expect(screen.contains("✔ All 3 tests pass. Here that is half the task"), "\(screen)")
    #expect(!screen.contains("press d") && !screen.contains("Done"), "\(screen)")
    let cycle = try #require(exercises[1])
    let done = WatchCommand.render(.passed(tests: 8), cycle, course)
    #expect(done.contains("✔ Done: all 8 tests pass.") && done.contains("press d"))
    // What an exercise taught is whole sentences, never the lead-in to a listing.
    for exercise in course.exercises {
      let taught = try #require(WatchCommand.taught(exercise), "\(exercise.relativePath)")
      #expect(!taught.hasSuffix(":"), "\(exercise.relativePath): \(taught)")
    }
  }

  @Test("passing where the rubric grades the rules: not done while the scene breaks one")
  func passingWithARuleBroken() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-watch-rules-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("Exercises/12-login")
    let files = [
      "README.md": "# Login\n\nDesign the login scene.\n",
      "grading.json": #"""
      {"version": 1, "studentFiles": ["Sources"], "rubric": [
        {"title": "Tests", "points": 80, "tests": ["*"]},
        {"title": "The VIP rules", "points": 20, "check": "vip-rules"}]}
      """#,
      "Sources/Login/LoginInteractor.swift": """
      final class LoginInteractor {
        var presenter: (any LoginPresentationLogic)?
        func welcome(name: String) { presenter?.show("Welcome, \\(name)!") }
      }
      """,
      "Sources/Login/LoginPresenter.swift":
        "protocol LoginPresentationLogic: AnyObject { func show(_ text: String) }\n"
        + "final class LoginPresenter: LoginPresentationLogic { func show(_ text: String) {} }\n",
    ]
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let course = try Course(root: root)
    let exercise = try #require(course.exercises.first)
    let screen = WatchCommand.render(.passed(tests: 7), exercise, course)
    #expect(screen.contains("✔ All 7 tests pass, but the grade also checks the VIP rules"))
    #expect(screen.contains("[VIP004]") && !screen.contains("Done") && !screen.contains("Fix:"))
    #expect(!screen.contains("[VIP008]"), "\(screen)")
    // Fixed, it is done.
    try "final class LoginInteractor {\n  var presenter: (any LoginPresentationLogic)?\n}\n".write(
      to: folder.appendingPathComponent("Sources/Login/LoginInteractor.swift"), atomically: true,
      encoding: .utf8)
    let done = WatchCommand.render(.passed(tests: 7), exercise, course)
    #expect(done.contains("✔ Done: all 7 tests pass."), "\(done)")
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

  @Test("all caught, or the first survivor and its idea; one more rung each time it is asked")
  func screen() {
    var climbed: WatchCommand.Climb?
    #expect(
      WatchCommand.survivors(
        [Self.mutant(1, .killed), Self.mutant(2, .unviable)], climbed: &climbed)
        == "✔ Your tests catch every mutant of the scene (1 of 1).")
    let suggestion = TestSuggestion(
      code: "@Test func atEight() {\n  #expect(true)\n}", summary: "Check it.",
      framework: "swift-testing", verified: true,
      words: "No test calls `P.check(a:)` with `a` set to 8 and checks `result`.",
      rungs: ["The input: `a` set to 8.", "What to look at: `result`.", "The values: 1; 0."])
    var mutants = [
      Self.mutant(1, .killed), Self.mutant(2, .survived, suggestion: suggestion),
      Self.mutant(3, .noCoverage),
    ]
    mutants[1].key = "k2"
    let first = WatchCommand.survivors(mutants, climbed: &climbed)
    #expect(
      first == """
        ✘ 2 of 3 mutants survive: your tests pass with the code changed like this. The first:
          Sources/P/P.swift:3:9 (relational): a >= 8  →  a < 8
        A boundary has two sides: a test on each side of it tells the two conditions apart.
        Write a test that notices, save, and press m again (pressed again with this survivor still there, it shows one more step).
        """)
    // Each press with the same survivor first adds one rung; the test's place comes last.
    let second = WatchCommand.survivors(mutants, climbed: &climbed)
    #expect(second.contains("The input: `a` set to 8.") && !second.contains("What to look at"))
    _ = WatchCommand.survivors(mutants, climbed: &climbed)
    let fourth = WatchCommand.survivors(mutants, climbed: &climbed)
    #expect(fourth.contains("The values: 1; 0.") && !fourth.contains("--suggest-tests"))
    let last = WatchCommand.survivors(mutants, climbed: &climbed)
    #expect(last.contains("`vipkit mutate --suggest-tests`"))
    #expect(!last.contains("#expect"))
    // Another survivor first starts at the bottom again.
    mutants[1].key = "other"
    let fresh = WatchCommand.survivors(mutants, climbed: &climbed)
    #expect(!fresh.contains("The input"))
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
