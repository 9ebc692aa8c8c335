import Foundation
import Testing
import VIPKitCore

@testable import VIPKitMutation

/// A time-out says why it was one: the test left waiting (idle) or still running at its
/// limit, and which test, in every report a team reads.
@Suite("Why a mutant timed out")
struct HangReasonTests {
  @Test("the XCTest case that started and never ended is the one that hung")
  func xctestUnfinished() {
    let output = """
      Test Suite 'Selected tests' started at 2026-11-29 12:00:00.000
      Test Case 'SearchInteractorTests.test_search_deliversResults' started at 2026-11-29 12:00:00.001
      Test Case 'SearchInteractorTests.test_search_deliversResults' passed (0.002 seconds)
      Test Case 'SearchInteractorTests.test_search_deliversError' started at 2026-11-29 12:00:00.004
      """
    #expect(
      RunningTests.unfinished(in: output) == "SearchInteractorTests.test_search_deliversError")
    #expect(
      RunningTests.unfinished(
        in: output
          + "\nTest Case 'SearchInteractorTests.test_search_deliversError' failed (1.0 seconds)")
        == nil, "a test that ended is not the one hanging")
  }

  @Test("the Swift Testing test begun first and not ended, display names unquoted")
  func swiftTestingUnfinished() {
    let output = """
      ◇ Test run started.
      ◇ Suite LoginTests started.
      ◇ Test greets() started.
      ◇ Test "counts the items" started.
      ◇ Test skipsEmpty() started.
      ✔ Test greets() passed after 0.001 seconds.
      ✘ Test skipsEmpty() failed after 0.002 seconds with 1 issue.
      """
    #expect(RunningTests.unfinished(in: output) == "counts the items")
    #expect(RunningTests.unfinished(in: "◇ Test run started.\n◇ Suite LoginTests started.") == nil)
    // Colours, as a terminal gets them, do not hide the name.
    #expect(
      RunningTests.unfinished(in: "\u{1B}[1;34m◇\u{1B}[0m Test waits() started.") == "waits()")
  }

  @Test("while tests run, idleness is a hang from the latest of their starts plus allowances")
  func runningTests() throws {
    let running = RunningTests { name in ["A.quick": 0.5, "quick": 0.5, "slow()": 30][name] }
    #expect(running.idleFrom == nil, "no test running: the run's own time applies")
    running.observe("Test Case 'A.quick' started at 2026-11-29 12:00:00.001")
    let quick = try #require(running.idleFrom)
    #expect(quick >= 0.5 && quick < 5)
    running.observe("Test Case 'A.quick' passed (0.010 seconds)")
    #expect(running.idleFrom == nil)
    // Side by side (Swift Testing): idle is a hang only once the latest allowance is past.
    running.observe("◇ Test slow() started.")
    running.observe("◇ Test \"quick\" started.")
    #expect(try #require(running.idleFrom) >= 30)
    running.observe("✔ Test slow() passed after 0.2 seconds.")
    running.observe("◇ Test unknown() started.")
    #expect(running.idleFrom == nil, "a test whose own time is unknown: the run's own time")
  }

  @Test("a timed-out run's hang: idle or at its limit, with the test and the time")
  func runHang() {
    var run = TestBinary.Run(
      passed: false, timedOut: true, seconds: 1.25,
      output: "Test Case 'A.test_waits' started at x", failingTests: [], endedIdle: true)
    #expect(run.hang == Hang(cause: .idle, test: "A.test_waits", seconds: 1.25))
    run.endedIdle = false
    #expect(run.hang?.cause == .limit)
    run.timedOut = false
    #expect(run.hang == nil, "a run that ended by itself did not hang")
  }

  static func report() -> MutationReport {
    let idle = Hang(cause: .idle, test: "SearchInteractorTests.test_search", seconds: 0.8)
    let loop = Hang(cause: .limit, test: nil, seconds: 12)
    return MutationReport(
      package: "Hotels",
      entries: [
        (
          "Sources/SearchInteractor.swift",
          MutationReport.Entry(
            id: 1, status: .timedOut, line: 10, column: 5, operator: "removed-call",
            diff: "presenter?.present(response)  →  (removed)", hang: idle)
        ),
        (
          "Sources/SearchInteractor.swift",
          MutationReport.Entry(
            id: 2, status: .timedOut, line: 20, column: 9, operator: "boundary",
            diff: "while page < pages {  →  while page <= pages {", hang: loop)
        ),
      ],
      timing: .init(totalSeconds: 1, buildSeconds: 0, baselineSeconds: 0, secondsPerMutant: 0),
      selection: {
        var selection = MutationRunner.Selection()
        selection.hangsFoundIdle = 1
        return selection
      }(), shard: nil)
  }

  @Test("text, HTML, mutation-testing-elements and --reproduce each say why")
  func reports() throws {
    let report = Self.report()
    let text = report.text(style: TerminalStyle(usesColor: false))
    #expect(
      text.contains(
        "The test SearchInteractorTests.test_search sat idle, waiting for something that never came"
      ))
    #expect(text.contains("The tests were still running at the time limit (12.0 s): a loop"))
    #expect(text.contains("Hangs: 1 of the 2 timed-out mutants left a test waiting"))
    #expect(
      report.reproduction.contains(
        "Timed out: The test SearchInteractorTests.test_search sat idle"))

    let html = report.html()
    #expect(
      html.contains("<p class=\"hang idle\">The test SearchInteractorTests.test_search sat idle"))
    #expect(html.contains("<p class=\"hang limit\">"))
    #expect(html.contains("timed out (hung): presenter?.present(response)"))

    let json = try ReportFormatTests.testingReport(report, source: { _ in nil }, testFiles: [])
    #expect(try ReportFormatTests.schema().problems(json) == [])
    guard case .object(let files) = json["files"],
      case .array(let mutants) = files["Sources/SearchInteractor.swift"]?["mutants"]
    else {
      Issue.record("no mutants: \(json)")
      return
    }
    #expect(
      mutants.map(\.["statusReason"]) == [
        .string(
          Hang(cause: .idle, test: "SearchInteractorTests.test_search", seconds: 0.8).sentence),
        .string(Hang(cause: .limit, test: nil, seconds: 12).sentence),
      ])

    // The JSON report keeps it, and reads it back (shards merge from it).
    let data = try JSONEncoder().encode(report)
    let back = try JSONDecoder().decode(MutationReport.self, from: data)
    #expect(
      back.files.flatMap(\.mutants).map(\.hang) == report.files.flatMap(\.mutants).map(\.hang))
    // A report of version 3 (no hang) still reads.
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let fileObjects = try #require(object["files"] as? [[String: Any]])
    object["files"] = fileObjects.map { file in
      var file = file
      file["mutants"] = (file["mutants"] as? [[String: Any]])?.map { mutant in
        mutant.filter { $0.key != "hang" }
      }
      return file
    }
    let old = try JSONSerialization.data(withJSONObject: object)
    #expect(!String(decoding: old, as: UTF8.self).contains("\"hang\""))
    let oldReport = try JSONDecoder().decode(MutationReport.self, from: old)
    #expect(oldReport.files.flatMap(\.mutants).allSatisfy { $0.hang == nil })
  }
}
