import Foundation
import VIPKitCore

/// Runs a package's tests from its built binary, Swift Testing and XCTest alike, and
/// establishes each test's outcome from what the framework itself reports, never from the
/// text the tests print alone.
///
/// Swift Testing: its JSON event stream. Every expected test needs a "test ended" event and
/// no failing issue to pass; when a run ends early (a crash, `exit()`, the time limit), each
/// test left without an outcome runs again alone, so one broken test costs that test only.
///
/// XCTest has no structured channel on Linux, so each XCTest test runs alone, in a process of
/// its own: it passes only when that process ends normally with status 0 and XCTest's own
/// summary counts one test and no failure (see `XCTestOutcome`).
struct TestRunner {
  let binary: String
  let folder: URL
  let environment: [String: String]
  /// The time limit of one run of the binary; its whole process group ends with it.
  let timeout: Double
  /// A folder for the event streams, which the tests' user can write.
  let eventsFolder: URL
  /// How the tests run: supervised, limited, as the student's user, for student code.
  var confinement = Confinement(fileSizeLimit: fileSizeLimit)
  /// The cap on what a run may write (its output, any file).
  static let fileSizeLimit = 64 << 20

  /// The tests the binary holds, Swift Testing's then XCTest's, in the binary's order.
  func list() -> [ListedTest] { listing().tests }

  /// `list()`, and why a library's listing ended abnormally (a crash before any test ran),
  /// in a sentence for the student.
  func listing() -> (tests: [ListedTest], problem: String?) {
    var seen = Set<String>()
    let swiftTesting = launch(["--list-tests"]).records.compactMap { record -> ListedTest? in
      guard record.kind == .test, let id = record.testID, seen.insert(id).inserted else {
        return nil
      }
      return ListedTest(id: id, name: record.name ?? id, library: .swiftTesting)
    }
    let listing = run(TestLibrary.xctest.command(binary: binary, ["--list-tests"]))
    let xctest = XCTestOutcome.listedTests(in: listing.output).filter {
      seen.insert($0.id).inserted
    }
    return (swiftTesting + xctest, listing.succeeded ? nil : XCTestOutcome.listingCrash(listing))
  }

  /// The outcome of every test in `expected`, in that order.
  func run(expected: [ListedTest]) -> [TestResult] {
    var results: [String: TestResult] = [:]
    if expected.contains(where: { $0.library == .swiftTesting }) {
      let whole = launch([])
      collect(whole.records, into: &results)
      // A run that did not end normally (a signal: a crash, its supervisor killed, the time
      // limit) may have been cut short after a test reported passing but before the code
      // under test was done with its damage: its passes are not trusted, and those tests
      // run again alone.
      if !Self.endedNormally(whole.outcome) {
        results = results.filter { !$0.value.passed }
      }
    }
    var outcomes: [TestResult] = []
    for test in expected {
      if test.library == .xctest {
        let outcome = run(TestLibrary.xctest.command(binary: binary, [test.id]))
        results[test.id] = XCTestOutcome.result(
          of: test, outcome, explainMissing: explainMissing)
      } else if results[test.id] == nil {
        let alone = launch(["--filter", NSRegularExpression.escapedPattern(for: test.id)])
        collect(alone.records, into: &results)
        // Alone, a pass counts only when its process ended normally too: a test that kills
        // its supervisor (or its group) and returns in time is still reported "passed".
        if results[test.id]?.passed == true, !Self.endedNormally(alone.outcome) {
          results[test.id] = nil
        }
        if results[test.id] == nil {
          results[test.id] = TestResult(
            id: test.id, name: test.name, passed: false,
            messages: [explainMissing(alone.outcome)])
        }
      }
      if var result = results[test.id] {
        result.name = test.name
        outcomes.append(result)
      }
    }
    return outcomes
  }

  /// Whether a run ended by itself with an exit status (failing tests exit non-zero), not by
  /// a signal or the time limit.
  static func endedNormally(_ outcome: ChildProcess.Outcome) -> Bool {
    outcome.status != nil && outcome.signal == nil && !outcome.timedOut
  }

  /// Whether `message` is one of this runner's explanations of a run that ended abnormally
  /// (`explainMissing`'s, whose first words are these): how a class summary tells a test that
  /// crashed, hung or ended its process from one that merely failed.
  static func reportsAbnormalEnd(_ message: String) -> Bool {
    [
      "the test wrote more than", "the test did not finish within", "the test ran out of memory",
      "the test process was ended by signal", "the test crashed", "the test process ended (",
    ].contains { message.hasPrefix($0) }
  }

  /// Whether a line of a crash report is a register and the memory it points at
  /// (`r14 0x00007f21…  46 61 74 61 …  Fatal error: Att`): the runtime's backtrace shows the
  /// message's bytes there, cut short, after the message itself.
  static func isMemoryDump(_ line: Substring) -> Bool {
    let words = line.split(separator: " ", maxSplits: 2)
    return words.count > 2 && words[1].hasPrefix("0x") && words[0].count <= 4
  }

  /// Why a test that ran alone still has no outcome: it crashed, ended the process, or hung.
  func explainMissing(_ outcome: ChildProcess.Outcome) -> String {
    if outcome.signal == SIGXFSZ || outcome.outputBytes >= Self.fileSizeLimit {
      return "the test wrote more than \(Self.fileSizeLimit >> 20) MB of output, so it was stopped"
    }
    if outcome.timedOut {
      return "the test did not finish within \(Int(timeout)) s (an endless loop, or a wait "
        + "that never ends), so it was stopped"
    }
    // Past the address-space limit an allocation fails and the program aborts: a crash with
    // most of the limit in use is a test that ran out of memory.
    if let limit = confinement.memoryLimit, outcome.signal != nil || outcome.status != 0,
      outcome.peakMemoryBytes * 2 >= limit
    {
      return "the test ran out of memory (the limit is \(limit >> 20) MB), so it was stopped"
    }
    if outcome.signal == SIGKILL || outcome.signal == SIGTERM {
      return "the test process was ended by signal \(outcome.signal ?? 0) before the test "
        + "finished: the code under test signalled its supervisor (its parent process) or "
        + "its own process group"
    }
    let clues = outcome.output.split(separator: "\n")
      .filter {
        ($0.contains("Fatal error") || $0.contains("fatal error")
          || $0.contains("Unexpectedly found nil") || $0.contains("Precondition failed")
          || $0.contains("Assertion failed")) && !Self.isMemoryDump($0)
      }
      .prefix(3).map { "  " + $0 }
    if let signal = outcome.signal {
      return (["the test crashed (signal \(signal)) before it finished"] + clues)
        .joined(separator: "\n")
    }
    // The dynamic loader's status: the binary never started, so no student's code ran. On
    // every test of every submission, the host is to blame (the toolchain's libraries not
    // shown to the tests), and the message must not send the student looking for an exit().
    if outcome.status == 127,
      let loader = outcome.output.split(separator: "\n").first(where: {
        $0.contains("error while loading shared libraries")
      })
    {
      return "the test process ended (exit status 127) before the test started: the test "
        + "binary could not load a library it needs, so none of the code under test ran "
        + "(if every test shows this, the grading host's Swift libraries are not visible to "
        + "the tests: the grader's PATH must lead to a Swift toolchain, the one "
        + "`swift -print-target-info` names)\n  " + loader
    }
    return "the test process ended (exit status \(outcome.status ?? -1)) before the test "
      + "finished: the code under test called exit() or similar"
  }

  private func collect(_ records: [EventRecord], into results: inout [String: TestResult]) {
    var issues: [String: [String]] = [:]
    for record in records {
      guard let id = record.testID else { continue }
      switch record.kind {
      case .issue: issues[id, default: []].append(record.message ?? "an issue was recorded")
      case .ended:
        let messages = issues[id] ?? []
        results[id] = TestResult(
          id: id, name: record.name ?? id, passed: messages.isEmpty, messages: messages)
      case .skipped:
        results[id] = TestResult(
          id: id, name: id, passed: false, messages: ["the test was skipped"])
      case .test: break
      }
    }
  }

  /// Runs the binary's Swift Testing library with an event stream, in its own process group
  /// with the time limit and the output cap; returns the stream's records.
  private func launch(_ arguments: [String]) -> (
    records: [EventRecord], outcome: ChildProcess.Outcome
  ) {
    guard let stream = EventStreamPipe(in: eventsFolder) else {
      let failed = ChildProcess.Outcome(
        status: nil, timedOut: false,
        output: "could not make the event stream's pipe in \(eventsFolder.path)", seconds: 0)
      return ([], failed)
    }
    let outcome = run(
      TestLibrary.swiftTesting.command(
        binary: binary,
        ["--event-stream-output-path", stream.path, "--event-stream-version", "0"] + arguments))
    return (EventRecord.parse(stream.finish()), outcome)
  }

  /// Runs `command` in its own process group with the time limit and the output cap.
  private func run(_ command: [String]) -> ChildProcess.Outcome {
    ChildProcess.run(
      command[0], Array(command.dropFirst()), in: folder, environment: environment,
      timeout: timeout, outputLimit: 256 << 10, confinement: confinement)
  }
}
