import Foundation
import VIPKitCore

/// One run of an exercise's tests in the student's own folder, as `vipkit watch` needs it:
/// the compiler's errors, or every test's outcome (read as the grader reads them: from the
/// frameworks, never from printed text) with the first failing test's own code.
package enum StudentRun {
  package enum Outcome: Sendable {
    /// The code does not compile: the compiler's error lines.
    case doesNotCompile([String])
    /// Every test passed.
    case passed(tests: Int)
    /// The first failing test (in the binary's listing, the same on every run: tests run in
    /// parallel, so the order they end in is not), its messages and its code; `ids` are the
    /// full names of every failing test in that order (`Module.Suite/test()`), which choose
    /// the hint ladder.
    case failing(
      name: String, messages: [String], code: String?, failing: Int, of: Int, ids: [String])

    /// How many tests ran (none when the code does not compile).
    package var testCount: Int {
      switch self {
      case .doesNotCompile: 0
      case .passed(let tests): tests
      case .failing(_, _, _, _, let total, _): total
      }
    }
  }

  package static func run(_ exercise: URL, timeout: Double = 120) -> Outcome {
    let build = ChildProcess.run(
      "swift", ["build", "--build-tests"], in: exercise, timeout: 900, outputLimit: 4 << 20)
    guard build.succeeded else {
      var errors: [String] = []
      for line in build.output.split(separator: "\n") where line.contains("error:") {
        let text = line.replacingOccurrences(of: exercise.standardizedFileURL.path + "/", with: "")
        if !errors.contains(text) { errors.append(text) }
      }
      return .doesNotCompile(errors.isEmpty ? [String(build.output.suffix(2000))] : errors)
    }
    guard let binary = TestLibrary.builtBinary(in: exercise) else {
      return .doesNotCompile(["the build made no test binary: the exercise needs a test target"])
    }
    let events = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-watch-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: events, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: events) }
    let runner = TestRunner(
      binary: binary, folder: exercise,
      environment: ProcessInfo.processInfo.environment, timeout: timeout, eventsFolder: events)
    let listed = runner.list()
    let results = runner.run(expected: listed)
    let order = Dictionary(
      listed.enumerated().map { ($0.element.id, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    let failing = results.filter { !$0.passed }.enumerated().sorted {
      (order[$0.element.id] ?? Int.max, $0.offset) < (order[$1.element.id] ?? Int.max, $1.offset)
    }.map(\.element)
    guard let first = failing.first else { return .passed(tests: results.count) }
    return .failing(
      name: first.name, messages: first.messages,
      code: TestSource.code(of: first.id, in: exercise.appendingPathComponent("Tests")),
      failing: failing.count, of: results.count, ids: failing.map(\.id))
  }
}
