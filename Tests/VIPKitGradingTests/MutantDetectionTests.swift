import Foundation
import Testing
import VIPKitCLI
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitGrading

/// Students whose tests try to earn the mutation points by noticing that they are being
/// mutation tested instead of checking the code: from the environment, `/proc`, `getenv`, or
/// a file left by an earlier run. Each must earn no mutation points, in XCTest and in Swift
/// Testing; an honest test beside a cheating one still counts.
@Suite("Tests that notice how they are run", .serialized, .scenario(.grading))
struct MutantDetectionScenarios {
  /// The issue's own test: any variable named like a mutant with a value above zero.
  static let environment = """
    import Testing
    import Foundation

    @Test("behaves") func behaves() {
      let on = ProcessInfo.processInfo.environment.contains {
        $0.key.uppercased().contains("MUTANT") && (Int($0.value) ?? 0) > 0 }
      #expect(!on)
    }
    """
  static let procEnviron = """
    import XCTest

    final class BehaviourTests: XCTestCase {
      func testBehaves() throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: "/proc/self/environ")), as: UTF8.self)
        let value = text.split(separator: "\\u{0}").first { $0.hasPrefix("VIPKIT_MUTANT=") }
          .flatMap { Int($0.dropFirst("VIPKIT_MUTANT=".count)) } ?? 0
        XCTAssertEqual(value, 0, "mutant on")
      }
    }
    """
  /// `getenv` beside an honest test: the honest one still earns its points.
  static let getenvBesideHonest = """
    import XCTest
    @testable import Counter

    final class BehaviourTests: XCTestCase {
      func testBehaves() {
        let value = getenv("VIPKIT_MUTANT").flatMap { Int(String(cString: $0)) } ?? 0
        XCTAssertFalse(value > 0, "mutant on")
      }

      @MainActor func testZero() async {
        XCTAssertEqual(CounterPresenter().label(for: 0), "No items")
      }
    }
    """
  /// The test beside an honest one, in Swift Testing: the failing test is named by
  /// its display name only.
  static let environmentBesideHonest = """
    import Testing
    import Foundation
    @testable import Counter

    @Test("behaves") func behaves() {
      let on = ProcessInfo.processInfo.environment.contains {
        $0.key.uppercased().contains("MUTANT") && (Int($0.value) ?? 0) > 0 }
      #expect(!on)
    }

    @Test("zero items") @MainActor func zero() {
      #expect(CounterPresenter().label(for: 0) == "No items")
    }
    """
  /// The test, in XCTest.
  static let environmentXCTest = """
    import XCTest

    final class BehaviourTests: XCTestCase {
      func testBehaves() {
        let on = ProcessInfo.processInfo.environment.contains {
          $0.key.uppercased().contains("MUTANT") && (Int($0.value) ?? 0) > 0 }
        XCTAssertFalse(on, "mutant on")
      }
    }
    """
  /// `/proc/self/environ`, in Swift Testing.
  static let procEnvironSwiftTesting = """
    import Testing
    import Foundation

    @Test("behaves") func behaves() throws {
      let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: "/proc/self/environ")), as: UTF8.self)
      let value = text.split(separator: "\u{0}").first { $0.hasPrefix("VIPKIT_MUTANT=") }
        .flatMap { Int($0.dropFirst("VIPKIT_MUTANT=".count)) } ?? 0
      #expect(value == 0)
    }
    """
  /// `getenv`, in Swift Testing.
  static let getenvSwiftTesting = """
    import Testing
    import Foundation

    @Test("behaves") func behaves() {
      let value = getenv("VIPKIT_MUTANT").flatMap { Int(String(cString: $0)) } ?? 0
      #expect(value <= 0)
    }
    """
  /// The first run of the tests passes and every later one fails, in XCTest.
  static let counterXCTest = """
    import XCTest

    final class BehaviourTests: XCTestCase {
      func testBehaves() throws {
        let mark = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ran-before")
        let ranBefore = FileManager.default.fileExists(atPath: mark.path)
        try? Data().write(to: mark)
        XCTAssertFalse(ranBefore, "ran before")
      }
    }
    """
  /// The first run of the tests (the unmutated one) passes; every later run fails.
  static let counter = """
    import Testing
    import Foundation

    @Test("behaves") func behaves() throws {
      let mark = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("ran-before")
      let ranBefore = FileManager.default.fileExists(atPath: mark.path)
      try? Data().write(to: mark)
      #expect(!ranBefore)
    }
    """

  @Test(
    "a test that reads how it is run earns no mutation points",
    arguments: [
      (
        "environment", environment, true,
        "passed when your tests were graded, but failed every time"
      ),
      (
        "proc-environ", procEnviron, true,
        "passed when your tests were graded, but failed every time"
      ),
      // The same three, each in the other framework.
      (
        "environment, XCTest", environmentXCTest, true,
        "passed when your tests were graded, but failed every time"
      ),
      (
        "proc-environ, Swift Testing", procEnvironSwiftTesting, true,
        "passed when your tests were graded, but failed every time"
      ),
      (
        "getenv, Swift Testing", getenvSwiftTesting, true,
        "passed when your tests were graded, but failed every time"
      ),
      // In the sandbox each run gets a new temporary folder (and as `nobody` the mutation
      // runs' one cannot be written): the mark never stays, and the test never fails. As the
      // grader's own user, without a sandbox, it stays: the decoy runs find it out.
      ("counter", counter, true, "A mutant survived"),
      ("counter", counter, false, "earn no mutation points"),
      ("counter, XCTest", counterXCTest, false, "earn no mutation points"),
    ])
  func cheater(name: String, test: String, sandboxed: Bool, explained: String) throws {
    let graded = try grade(test, sandboxed: sandboxed)
    #expect(graded.mutation == 0, "\(graded.explanations)")
    // It passes when run as usual, but catches nothing: passing earns nothing either.
    #expect(!graded.explanations.contains("fails on the reference"), "\(graded.explanations)")
    #expect(graded.passing == 0, "\(graded.explanations)")
    #expect(graded.explanations.contains(explained), "\(graded.explanations)")
    for forbidden in ["baselineFails", "failingTests:", "\\\"", "\\n"] {
      #expect(!graded.explanations.contains(forbidden), "\(graded.explanations)")
    }
  }

  @Test(
    "beside an honest test, the cheating one is named and the honest one still counts",
    arguments: [
      (getenvBesideHonest, "“BehaviourTests/testBehaves”"),
      (environmentBesideHonest, "“behaves()”"),
    ])
  func besideHonest(test: String, named: String) throws {
    let graded = try grade(test)
    #expect(graded.mutation > 0, "\(graded.explanations)")
    #expect(graded.mutation < 60, "the label tests of 1 and many are missing")
    #expect(
      graded.explanations.contains(
        "Your test \(named) failed in a run where the reference code was not changed at all"),
      "\(graded.explanations)")
  }

  /// Found grading the similarity class: on Linux, an XCTest class on the main actor whose
  /// test methods are not async crashes the binary while its tests are listed. The student
  /// was told "You wrote no tests".
  @Test("tests that crash the binary before any runs are explained, not called missing")
  func mainActorXCTest() throws {
    let test = """
      import XCTest
      @testable import Counter

      @MainActor
      final class ZeroTests: XCTestCase {
        func testZero() {
          XCTAssertEqual(CounterPresenter().label(for: 0), "No items")
        }
      }
      """
    let graded = try grade(test)
    #expect(graded.passing == 0 && graded.mutation == 0)
    #expect(!graded.explanations.contains("You wrote no tests"), "\(graded.explanations)")
    #expect(
      graded.explanations.contains("could not even be listed")
        && graded.explanations.contains("make each test method async"),
      "\(graded.explanations)")
    #expect(!graded.explanations.contains("0x7f"), "no runtime address")
  }

  @Test("a student's tests cannot read what an earlier student's tests compiled to")
  func earlierStudent() throws {
    let secret = "EARLIER-STUDENT-\(Int.random(in: 100_000...999_999))"
    let earlier = """
      import XCTest
      @testable import Counter

      final class SecretTests: XCTestCase {
        @MainActor func testZero() async {
          XCTAssertEqual(CounterPresenter().label(for: 0), "No items", "\(secret)")
        }
      }
      """
    // Looks through every file below the folder it runs in, and below the mutation copies
    // beside it (where they were kept before).
    let looker = """
      import XCTest

      final class LookerTests: XCTestCase {
        func testLooks() {
          var found: [String] = []
          let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
          let parent = here.deletingLastPathComponent()
          let beside = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
            .filter { $0.contains("mutants") }.map { parent.appendingPathComponent($0) }
          for folder in [here] + beside {
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL, found.isEmpty {
              if let data = try? Data(contentsOf: url),
                // Made at run time: the text itself would be in this test's own binary.
                let hit = data.range(of: Data((["EARLIER", "STUDENT"].joined(separator: "-") + "-").utf8))
              {
                let end = min(data.endIndex, hit.lowerBound + 22)
                found.append(String(decoding: data[hit.lowerBound..<end], as: UTF8.self))
              }
            }
          }
          XCTAssertEqual(found, [], "found")
        }
      }
      """
    let sandbox = try GradingSandbox(course: "XCTestCourse")
    defer { sandbox.remove() }
    let course = try sandbox.testsCourse { !$0.contains("/Tests/") }
    // A file of its own name: its object file stays in the build after the next student's.
    _ = try grade(
      earlier, sandbox: sandbox, course: course, student: "earlier", file: "SecretTests.swift")
    let graded = try grade(looker, sandbox: sandbox, course: course, student: "later")
    #expect(!graded.explanations.contains(secret), "\(graded.explanations)")
    // It passed (it found nothing), and, checking no code, earned nothing for passing.
    #expect(!graded.explanations.contains("fails on the reference"), "\(graded.explanations)")
    #expect(graded.explanations.contains("Your tests pass, but they caught none"))
  }

  /// Grades a submission of the one test file `test` for an exercise that grades the
  /// student's tests: the points of its two items and their explanations.
  private func grade(_ test: String, sandboxed: Bool = true) throws -> (
    passing: Double, mutation: Double, explanations: String
  ) {
    let sandbox = try GradingSandbox(course: "XCTestCourse")
    defer { sandbox.remove() }
    // Sandboxed runs share one course and its cache (each run gets a new temporary folder);
    // a run as the grader's own user leaves files there that the next would find.
    let course = try sandbox.testsCourse(isolatedBy: sandboxed ? nil : UUID().uuidString) {
      !$0.contains("/Tests/")
    }
    defer { if !sandboxed { try? FileManager.default.removeItem(at: course) } }
    return try grade(test, sandbox: sandbox, course: course, sandboxed: sandboxed)
  }

  /// Grades `student`'s one test file `test` in `course` (a `testsCourse` of `sandbox`).
  private func grade(
    _ test: String, sandbox: GradingSandbox, course: URL, student: String = "student",
    file: String = "CounterTests.swift", sandboxed: Bool = true
  ) throws -> (passing: Double, mutation: Double, explanations: String) {
    // The exercise's test target, as the student is handed it: one file to write.
    let starter = course.appendingPathComponent("Exercises/01-counter/Tests/CounterTests")
    try FileManager.default.createDirectory(at: starter, withIntermediateDirectories: true)
    try Data("import XCTest\n".utf8).write(to: starter.appendingPathComponent("CounterTests.swift"))
    let submission = sandbox.root.appendingPathComponent("\(student)/01-counter/Tests/CounterTests")
    try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
    try Data(test.utf8).write(to: submission.appendingPathComponent(file))

    let (code, _, errors) = sandbox.vipkit(
      [
        "grade", sandbox.root.appendingPathComponent(student).path, "--course", course.path,
        "--format", "json", "--output", sandbox.results.path, "--timeout", "10",
      ]
        + (sandboxed
          ? GradingSandbox.classArguments
            // As the grader's own user (a teacher's laptop; macOS has no sandbox): the
            // student's code can then write where the mutation runs keep their files.
          : ["--no-sandbox", "--run-as", String(cString: getpwuid(geteuid()).pointee.pw_name)]))
    #expect(code == .success, "\(errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.results)) as? [String: Any])
    let exercise = try #require((report["exercises"] as? [[String: Any]])?.first)
    let items = exercise["items"] as? [[String: Any]] ?? []
    func points(_ title: String) -> Double {
      items.first { $0["title"] as? String == title }?["score"] as? Double ?? -1
    }
    let explanations = items.flatMap { $0["checks"] as? [[String: Any]] ?? [] }
      .flatMap { $0["explanation"] as? [String] ?? [] }.joined(separator: "\n")
    return (points("Your tests pass"), points("Your tests bite"), explanations)
  }
}
