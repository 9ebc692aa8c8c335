import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// The misconceptions kept beside a solution: how they are read, laid over the solution, and
/// judged from their grade.
@Suite("Misconceptions")
struct MisconceptionTests {
  @Test("read from their folders; a missing or empty misconception.json is a problem")
  func reading() throws {
    let solution = try Self.solution()
    defer { try? FileManager.default.removeItem(at: solution.deletingLastPathComponent()) }
    let read = Misconception.all(in: solution)
    #expect(read.found.map(\.name) == ["strong-view"])
    #expect(read.found.first?.names == ["weak", "cycle|leak"])
    #expect(
      read.problems == [
        "misconception no-file has no misconception.json",
        "misconception no-words: give its statement and at least one word its feedback must name",
      ])
  }

  @Test("its files are laid over the solution's, the solution's other files kept")
  func laidOverTheSolution() throws {
    let solution = try Self.solution()
    defer { try? FileManager.default.removeItem(at: solution.deletingLastPathComponent()) }
    let misconception = try #require(Misconception.all(in: solution).found.first)
    let destination = solution.deletingLastPathComponent().appendingPathComponent("round")
    try misconception.copyFiles(to: destination)
    #expect(
      FileTree.paths(under: destination).sorted() == [
        "Sources/P/Presenter.swift", "Sources/P/Router.swift",
      ])
    #expect(
      try String(
        contentsOf: destination.appendingPathComponent("Sources/P/Presenter.swift"), encoding: .utf8
      )
        == "var viewController: View?\n")
    #expect(
      try String(
        contentsOf: destination.appendingPathComponent("Sources/P/Router.swift"), encoding: .utf8)
        == "weak var viewController: View?\n")
  }

  @Test(
    "judged from its grade: full marks, no build, or feedback that misses the idea",
    arguments: [
      (100.0, ExerciseGrade.Status.graded, "Retain cycle: make it weak", "gets full marks"),
      (60, .doesNotCompile, "", "does not compile, so it teaches nothing"),
      (60, .graded, "Expectation failed: released == nil", "never names the idea (“weak”"),
      (60, .graded, "A leak: the presenter holds the view; make it weak", nil),
      // The idea named, but the fix dictated: the team's voice reached a student.
      (
        60, .graded,
        "Retain cycle: the presenter holds the view.\nFix: declare it `weak var viewController`",
        "is told the line to type, not the idea"
      ),
      (60, .graded, "A leak in a cycle: capture it `[weak self]` to make it weak", "line to type"),
    ] as [(Double, ExerciseGrade.Status, String, String?)])
  func judged(score: Double, status: ExerciseGrade.Status, said: String, problem: String?) {
    let misconception = Misconception(
      name: "strong-view", folder: URL(fileURLWithPath: "/course/Solutions/04/Misconceptions/m"),
      statement: "The presenter may hold the view strongly.", names: ["weak", "cycle|leak"])
    var grade = ExerciseGrade(
      number: 4, name: "04-memory", title: "Memory", status: status,
      items: [
        ItemGrade(
          title: "Memory", maximum: 100,
          checks: [
            CheckGrade(
              name: "memory", score: score, maximum: 100, passed: score >= 100,
              explanation: [said])
          ])
      ])
    grade.compilerErrors = status == .doesNotCompile ? ["P.swift:1:1: error: nope"] : []
    let problems = CourseVerifier.problems(of: misconception, grade: grade)
    if let problem {
      #expect(problems.first?.contains(problem) == true, "\(problems)")
      #expect(problems.first?.hasPrefix("misconception strong-view") == true)
    } else {
      #expect(problems.isEmpty, "\(problems)")
    }
  }

  // MARK: - Fixtures

  /// A solution of two files with three misconceptions beside it: one sound (it changes one
  /// file), one without its file, one naming no word.
  static func solution() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-misconceptions-\(UUID().uuidString)")
    let solution = root.appendingPathComponent("04-memory")
    let files = [
      "Sources/P/Presenter.swift": "weak var viewController: View?\n",
      "Sources/P/Router.swift": "weak var viewController: View?\n",
      "Misconceptions/strong-view/Sources/P/Presenter.swift": "var viewController: View?\n",
      "Misconceptions/strong-view/misconception.json":
        #"{"statement": "The presenter may hold the view strongly.", "names": ["weak", " cycle|leak "]}"#,
      "Misconceptions/no-file/Sources/P/Presenter.swift": "var viewController: View?\n",
      "Misconceptions/no-words/misconception.json": #"{"statement": "x", "names": [" "]}"#,
    ]
    for (path, text) in files {
      let url = solution.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    return solution
  }
}
