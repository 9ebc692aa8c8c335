import Foundation
import VIPKitCore

/// What XCTest says of one test run alone in its own process.
///
/// XCTest on Linux has no structured report of its own (no event stream, and `--xunit-output`
/// only under `swift test --parallel`). The grader therefore runs each XCTest test alone and
/// trusts the process, not its text: a test passes only when the process ended normally with
/// status 0 (XCTest exits 1 when a test fails) and XCTest's own summary counts exactly one
/// test and no failure. A crash, `exit()`, a hang or a flood leaves no such ending and is
/// named. What remains: code that prints XCTest's summary itself and then calls `exit(0)`
/// would pass; that is deliberate code an instructor can read, as `Docs/grading.md` says.
enum XCTestOutcome {
  /// The tests `--list-tests` printed: `Module.Class/testMethod`, one a line.
  static func listedTests(in output: String) -> [ListedTest] {
    output.split(separator: "\n").compactMap { line -> ListedTest? in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard !text.contains(" "), let slash = text.firstIndex(of: "/"),
        text[..<slash].contains(".")
      else { return nil }
      let className = text[..<slash].split(separator: ".").last ?? ""
      return ListedTest(
        id: text, name: "\(className)/\(text[text.index(after: slash)...])", library: .xctest)
    }
  }

  /// Why listing the XCTest tests failed, in a sentence: the process's own first line of
  /// complaint, and what to do for the one cause students meet (corelibs XCTest, on Linux,
  /// cannot call a synchronous test method of a `@MainActor` class: the cast of the method to
  /// `() -> ()` fails before any test runs).
  static func listingCrash(_ outcome: ChildProcess.Outcome) -> String {
    let cause = outcome.output.split(separator: "\n")
      .first { $0.contains("Could not cast value") || $0.contains("Fatal error") }
      .map { line in
        // Without the runtime's addresses: `'T' (0x7f…) to 'U' (0x7f…)`.
        TestLibrary.withoutFolders(line.prefix(300)).replacingOccurrences(
          of: #" \(0x[0-9a-f]+\)"#, with: "", options: .regularExpression)
      }
    var sentence =
      "Your XCTest tests could not even be listed: the test binary "
      + (outcome.timedOut ? "did not finish" : "crashed") + " before any test ran"
      + (cause.map { " (\($0))" } ?? "") + "."
    if let cause, cause.contains("MainActor") {
      sentence +=
        " On Linux, XCTest cannot call a test method that is not async in a @MainActor class: "
        + "make each test method async (`func testX() async`), or put @MainActor on the "
        + "methods instead of the class."
    }
    return sentence
  }

  /// The result of `test`, run alone, from how its process ended.
  static func result(
    of test: ListedTest, _ outcome: ChildProcess.Outcome,
    explainMissing: (ChildProcess.Outcome) -> String
  ) -> TestResult {
    let summary = TestLibrary.xctestSummary(in: outcome.output)
    let ranOne = summary?.tests == 1
    if outcome.status == 0, !outcome.timedOut, ranOne, summary?.failures == 0 {
      return TestResult(id: test.id, name: test.name, passed: true, messages: [])
    }
    if outcome.status == 1, !outcome.timedOut, ranOne {
      let failures = outcome.output.split(separator: "\n")
        .filter { $0.contains(": error: ") }
        .map(TestLibrary.xctestMessage)
      return TestResult(
        id: test.id, name: test.name, passed: false,
        messages: failures.isEmpty ? ["the test failed"] : failures)
    }
    if outcome.status == 0, summary?.tests == 0 {
      return TestResult(
        id: test.id, name: test.name, passed: false,
        messages: ["the test did not run: the submission's build does not have it"])
    }
    return TestResult(
      id: test.id, name: test.name, passed: false, messages: [explainMissing(outcome)])
  }
}
