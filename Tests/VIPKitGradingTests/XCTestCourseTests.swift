import Foundation
import Testing
import VIPKitCLI
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitGrading

/// A course whose official tests are XCTest classes (with one Swift Testing suite beside
/// them), as an instructor porting an existing iOS course has: graded and verified with the
/// same trust model as Swift Testing, each XCTest test alone in its own process.
@Suite("Grading an XCTest course", .serialized, .scenario(.grading))
struct XCTestCourseScenarios {
  @Test(
    "each submission gets its grade; a crash, exit() or a hang costs only its own tests",
    arguments: [
      ("correct", 100.0, [String]()),
      ("crash-in-one-test", 50, ["LabelTests/testOne", "LabelTests/testMany"]),
      ("exit-early", 62.5, ["LabelTests/testZero", "ViewTests/testPresentingShowsTheLabel"]),
      ("infinite-loop", 75, ["LabelTests/testMany"]),
    ])
  func grade(submission name: String, score: Double, failing: [String]) throws {
    let sandbox = try GradingSandbox(course: "XCTestCourse")
    defer { sandbox.remove() }
    let submission = try sandbox.copySubmission(name)
    let before = try sandbox.courseFiles()
    let (code, _, errors) = sandbox.vipkit([
      "grade", submission.path, "--course", sandbox.course.path, "--format", "json",
      "--output", sandbox.results.path, "--timeout", "5",
    ])
    #expect(code == .success, "\(errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.results)) as? [String: Any])
    let exercise = try #require((report["exercises"] as? [[String: Any]])?.first)
    #expect(exercise["score"] as? Double == score, "\(exercise)")
    let checks = (exercise["items"] as? [[String: Any]] ?? []).flatMap {
      $0["checks"] as? [[String: Any]] ?? []
    }
    // Five official tests: four XCTest methods, one Swift Testing test.
    #expect(checks.count == 5, "\(checks)")
    let failed = checks.filter { $0["passed"] as? Bool == false }.compactMap {
      $0["name"] as? String
    }
    #expect(Set(failed) == Set(failing), "\(checks)")
    let explanations = checks.flatMap { $0["explanation"] as? [String] ?? [] }
      .joined(separator: "\n")
    if name == "crash-in-one-test" {
      #expect(explanations.contains("crashed"))
      #expect(explanations.contains("one is not supported"))
    }
    if name == "exit-early" { #expect(explanations.contains("exit()")) }
    if name == "infinite-loop" { #expect(explanations.contains("did not finish within 5 s")) }
    #expect(try sandbox.courseFiles() == before)
    #expect(GradingSandbox.leftovers(of: sandbox).isEmpty)
  }

  @Test("the starter gets partial credit, each failing XCTest assertion explained")
  func starter() throws {
    let sandbox = try GradingSandbox(course: "XCTestCourse")
    defer { sandbox.remove() }
    let (code, output, errors) = sandbox.vipkit([
      "grade", sandbox.course.appendingPathComponent("Exercises").path, "--course",
      sandbox.course.path, "--timeout", "5",
    ])
    #expect(code == .success, "\(errors)")
    #expect(output.contains("Total: 12.5 / 100 (12.5%)"), "\(output)")
    #expect(
      output.contains(#"XCTAssertEqual failed: ("") is not equal to ("No items")"#), "\(output)")
  }

  @Test(
    "verify: the solution gets full marks, the starter fails, the mutants are killed; a course without hints verifies, its lack said"
  )
  func verify() throws {
    let sandbox = try GradingSandbox(course: "XCTestCourse")
    defer { sandbox.remove() }
    // An instructor's own course, before it has hint ladders: said, not failed.
    try FileManager.default.removeItem(
      at: sandbox.course.appendingPathComponent("Exercises/01-counter/.hints.md"))
    let result = sandbox.vipkit(["verify", "--course", sandbox.course.path])
    #expect(result.0 == .success, "\(result.1)\(result.2)")
    #expect(result.1.contains("lacks: it has no hint ladder"), "\(result.1)")
    #expect(result.1.contains("the solution gets full marks (100)"), "\(result.1)")
    #expect(result.1.contains("the official tests kill all"), "\(result.1)")
    #expect(result.1.contains("The course is sound: 1 of 1 exercises verified."))
  }

  @Test("a student's own XCTest tests are checked: they pass, and their mutation score counts")
  func studentXCTests() throws {
    let sandbox = try GradingSandbox(course: "XCTestCourse")
    defer { sandbox.remove() }
    // A course whose exercise grades the student's tests (XCTest only) on the given scene,
    // whose instructor chose to show the code of a test for each survivor.
    let course = try sandbox.testsCourse(survivorFeedback: "code") {
      !$0.hasSuffix("WeakViewTests.swift")
    }
    let tests = course.appendingPathComponent("Exercises/01-counter/Tests/CounterTests")
    let submission = sandbox.root.appendingPathComponent("student/01-counter/Tests/CounterTests")
    try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: tests.appendingPathComponent("CounterTests.swift"),
      to: submission.appendingPathComponent("CounterTests.swift"))

    let (code, output, errors) = sandbox.vipkit([
      "grade", sandbox.root.appendingPathComponent("student").path, "--course", course.path,
      "--cache", sandbox.root.appendingPathComponent("cache").path,
    ])
    #expect(code == .success, "\(errors)")
    // They pass, and earn the passing points in proportion to what they catch: not all.
    let passing = output.split(separator: "\n").first { $0.contains("Your tests pass") }
    let earned = passing?.split(separator: " ").dropLast(2).last.flatMap { Double($0) }
    #expect(earned.map { $0 > 0 && $0 < 40 } == true, "\(output)")
    // No test checks that the presenter holds its view weakly: that mutant survives.
    #expect(output.contains("weak-to-strong"), "\(output)")
    // grading.json's survivorFeedback "code": the test that catches it, in XCTest.
    #expect(output.contains("This test catches it"), "\(output)")
    #expect(output.contains(": XCTestCase {"), "\(output)")
    #expect(!output.contains("Your tests bite                                    60 / 60"))
    #expect(!output.contains("You wrote no tests"))
  }
}

extension XCTestCourseScenarios {
  /// The fixture's solution, changed: the scenes kept beside it in the scenario below.
  static func scene(_ change: (String) -> String) throws -> String {
    let solution = try String(
      contentsOf: GradingSandbox.fixtures.appendingPathComponent(
        "XCTestCourse/Solutions/01-counter/Sources/Counter/Counter.swift"), encoding: .utf8)
    let changed = change(solution)
    #expect(changed != solution)
    return changed
  }

  @Test(
    "kept scenes judge XCTest-only and mixed suites: a correct scene written another way must pass, a wrong one must fail"
  )
  func keptScenes() throws {
    let sandbox = try GradingSandbox(course: "XCTestCourse")
    defer { sandbox.remove() }
    let file = "Sources/Counter/Counter.swift"
    let course = try sandbox.testsCourse(
      scenes: [
        "CorrectScenes/no-negative-counts/scene.json":
          #"{"scene": "reads a count below zero as no items", "freedom": "the task says nothing of counts below zero"}"#,
        "CorrectScenes/no-negative-counts/\(file)": try Self.scene {
          $0.replacingOccurrences(
            of: #"case 0: "No items""#, with: #"case ...0: "No items""#)
        },
        "WrongScenes/one-items/scene.json":
          #"{"scene": "says one item in the plural", "belief": "a count is always plural"}"#,
        "WrongScenes/one-items/\(file)": try Self.scene {
          $0.replacingOccurrences(of: #"case 1: "1 item""#, with: #"case 1: "1 items""#)
        },
        "WrongScenes/holds-the-view/scene.json":
          #"{"scene": "keeps its view alive after the screen is gone", "belief": "any property may hold"}"#,
        "WrongScenes/holds-the-view/\(file)": try Self.scene {
          $0.replacingOccurrences(of: "public weak var view", with: "public var view")
        },
      ]
    ) { !$0.hasSuffix("WeakViewTests.swift") }
    let given = try sandbox.courseFiles()
    func grade(_ files: [String: String]) throws -> String {
      let student = sandbox.root.appendingPathComponent("student")
      try? FileManager.default.removeItem(at: student)
      let tests = student.appendingPathComponent("01-counter/Tests/CounterTests")
      try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
      for (name, text) in files {
        try Data(text.utf8).write(to: tests.appendingPathComponent(name))
      }
      let (code, output, errors) = sandbox.vipkit([
        "grade", student.path, "--course", course.path,
        "--cache", sandbox.root.appendingPathComponent("cache").path,
      ])
      #expect(code == .success || code == .checkFailed, "\(errors)")
      return output
    }
    let official = String(
      decoding: try #require(given["Exercises/01-counter/Tests/CounterTests/CounterTests.swift"]),
      as: UTF8.self)
    let weakView = String(
      decoding: try #require(given["Exercises/01-counter/Tests/CounterTests/WeakViewTests.swift"]),
      as: UTF8.self)

    // XCTest only, with a test that fixes what the task leaves open.
    let pinned = """
      import XCTest

      @testable import Counter

      final class PinnedTests: XCTestCase {
        @MainActor func testBelowZero() async {
          XCTAssertEqual(CounterPresenter().label(for: -1), "-1 items")
        }
      }
      """
    let xctest = try grade(["CounterTests.swift": official, "PinnedTests.swift": pinned])
    #expect(
      xctest.contains(
        "A correct scene that reads a count below zero as no items fails your test "
          + "“PinnedTests/testBelowZero”: the task says nothing of counts below zero."),
      "\(xctest)")
    #expect(
      xctest.contains(
        "A scene that keeps its view alive after the screen is gone passes all your tests."),
      "\(xctest)")
    #expect(!xctest.contains("says one item in the plural"), "\(xctest)")

    // Mixed: the XCTest classes and the Swift Testing suite of the view's reference.
    let mixed = try grade(["CounterTests.swift": official, "WeakViewTests.swift": weakView])
    // A test that fails once it has run twice (it counts its runs in its home) would reject
    // every scene after the first runs: the decoys among the scenes catch it, and it earns
    // nothing.
    let counting = """
      import Foundation
      import XCTest

      final class CountingTests: XCTestCase {
        func testNoticesTheGrading() throws {
          let home = ProcessInfo.processInfo.environment["HOME"] ?? NSTemporaryDirectory()
          let file = URL(fileURLWithPath: home).appendingPathComponent("runs")
          let runs = (try? String(contentsOf: file, encoding: .utf8)).flatMap { Int($0) } ?? 0
          try? String(runs + 1).write(to: file, atomically: true, encoding: .utf8)
          XCTAssertLessThan(runs, 2)
        }
      }
      """
    let hostile = try grade(["CounterTests.swift": official, "CountingTests.swift": counting])
    #expect(
      hostile.contains(
        "A scene that keeps its view alive after the screen is gone passes all your tests.")
        || hostile.contains("Your tests must all pass on the reference solution"),
      "\(hostile)")
    #expect(!hostile.contains("Total: 100 / 100"), "\(hostile)")
    #expect(mixed.contains("Total: 100 / 100"), "\(mixed)")
    #expect(!mixed.contains("passes all your tests") && !mixed.contains("A correct scene"))
  }
}

/// XCTest's outcomes as the grader reads them: the listing, the exit status, the summary line.
@Suite("XCTest's outcomes")
struct XCTestOutcomeTests {
  @Test("XCTest's listing and one-test outcomes, read from the process, not from printed text")
  func outcomes() {
    let listed = XCTestOutcome.listedTests(
      in: "Listing 2 tests in debug.xctest:\n\nCounterTests.LabelTests/testZero\n"
        + "CounterTests.ViewTests/testPresentingShowsTheLabel\n")
    #expect(
      listed.map(\.id) == [
        "CounterTests.LabelTests/testZero", "CounterTests.ViewTests/testPresentingShowsTheLabel",
      ])
    #expect(listed.map(\.name) == ["LabelTests/testZero", "ViewTests/testPresentingShowsTheLabel"])
    let test = listed[0]
    func result(_ status: Int32?, signal: Int32? = nil, _ output: String) -> TestResult {
      XCTestOutcome.result(
        of: test,
        ChildProcess.Outcome(
          status: status, signal: signal, timedOut: false, output: output, seconds: 0)
      ) { _ in "no outcome" }
    }
    let passed = "\t Executed 1 test, with 0 failures (0 unexpected) in 0.001 (0.001) seconds\n"
    #expect(result(0, passed).passed)
    // The same text with a failing status, or no status at all, is no pass.
    #expect(!result(1, passed).passed)
    #expect(!result(nil, signal: 9, passed).passed)
    // exit(0) in the middle of a test: status 0, but XCTest never summed up.
    #expect(result(0, "Test Case 'LabelTests.testZero' started\n").messages == ["no outcome"])
    let failed = result(
      1,
      "/w/Tests/CounterTests/CounterTests.swift:9: error: LabelTests.testZero : "
        + "XCTAssertEqual failed: (\"\") is not equal to (\"No items\") - \n"
        + "\t Executed 1 test, with 1 failure (0 unexpected) in 0.001 (0.001) seconds\n")
    #expect(!failed.passed)
    #expect(
      failed.messages == [
        #"CounterTests.swift:9: XCTAssertEqual failed: ("") is not equal to ("No items")"#
      ])
  }
}

extension XCTestOutcomeTests {
  @Test("a listing that crashes is told in a sentence, with what to do on the main actor")
  func listingCrash() {
    let output = """
      Could not cast value of type '(PasswordStrengthTests.PasswordStrengthTests) -> @Swift.MainActor () -> ()' (0x7f145a300030) to '(PasswordStrengthTests.PasswordStrengthTests) -> () -> ()' (0x7f145a300248).

      *** Signal 6: Backtracing from 0x7f14584e0eec... done ***
      """
    let crash = XCTestOutcome.listingCrash(
      ChildProcess.Outcome(status: nil, signal: 6, timedOut: false, output: output, seconds: 0))
    #expect(crash.hasPrefix("Your XCTest tests could not even be listed: the test binary crashed"))
    #expect(crash.contains("-> @Swift.MainActor () -> ()' to '"), "\(crash)")
    #expect(crash.contains("make each test method async") && !crash.contains("0x7f"), "\(crash)")
    // Any other crash: the sentence without the advice.
    let other = XCTestOutcome.listingCrash(
      ChildProcess.Outcome(
        status: nil, signal: 4, timedOut: false,
        output: "/tmp/ws/Tests/T.swift:3: Fatal error: boom\n", seconds: 0))
    #expect(
      other.contains("(T.swift:3: Fatal error: boom)") && !other.contains("async"), "\(other)")
  }
}
