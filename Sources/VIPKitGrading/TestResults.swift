import Foundation
import VIPKitCore

/// One test's outcome, as the grader establishes it.
package struct TestResult: Sendable, Equatable, Codable {
  /// `Module.Suite/function(label:)`: the test framework's identifier, without its location.
  package var id: String
  /// The test's display name, as its author wrote it (`@Test("…")`), else the function's.
  package var name: String
  package var passed: Bool
  /// Why it failed, in the words of the test, the harness, or the grader.
  package var messages: [String]
}

/// Runs a package's Swift Testing tests from its built binary and establishes each test's
/// outcome from the framework's own event stream, never from the text the tests print or
/// from the process's exit status.
///
/// Every expected test needs a "test ended" event and no failing issue to pass. When a run
/// ends early (a crash, `exit()`, the time limit), each test left without an outcome runs
/// again alone, so one broken test costs that test only, and the reason is named.
struct TestRunner {
  let binary: String
  let folder: URL
  let environment: [String: String]
  /// The time limit of one run of the binary; its whole process group ends with it.
  let timeout: Double
  /// A private folder for the event streams.
  let eventsFolder: URL
  /// The cap on what a run may write (its output, any file).
  static let fileSizeLimit = 64 << 20

  /// The tests the binary holds: identifier → display name, in the binary's order.
  func list() -> [(id: String, name: String)] {
    var seen = Set<String>()
    return launch(["--list-tests"]).records.compactMap { record in
      guard record.kind == .test, let id = record.testID, seen.insert(id).inserted else {
        return nil
      }
      return (id, record.name ?? id)
    }
  }

  /// The outcome of every test in `expected` (identifier → display name), in that order.
  func run(expected: [(id: String, name: String)]) -> [TestResult] {
    var results: [String: TestResult] = [:]
    collect(launch([]).records, into: &results)
    var outcomes: [TestResult] = []
    for test in expected {
      if results[test.id] == nil {
        let alone = launch(["--filter", NSRegularExpression.escapedPattern(for: test.id)])
        collect(alone.records, into: &results)
        if results[test.id] == nil {
          results[test.id] = TestResult(
            id: test.id, name: test.name, passed: false,
            messages: [Self.explainMissing(alone.outcome, timeout: timeout)])
        }
      }
      if var result = results[test.id] {
        result.name = test.name
        outcomes.append(result)
      }
    }
    return outcomes
  }

  /// Why a test that ran alone still has no outcome: it crashed, ended the process, or hung.
  static func explainMissing(_ outcome: ChildProcess.Outcome, timeout: Double) -> String {
    if outcome.signal == SIGXFSZ || outcome.outputBytes >= fileSizeLimit {
      return "the test wrote more than \(fileSizeLimit >> 20) MB of output, so it was stopped"
    }
    if outcome.timedOut {
      return "the test did not finish within \(Int(timeout)) s (an endless loop, or a wait "
        + "that never ends), so it was stopped"
    }
    let clues = outcome.output.split(separator: "\n")
      .filter {
        $0.contains("Fatal error") || $0.contains("fatal error")
          || $0.contains("Unexpectedly found nil") || $0.contains("Precondition failed")
          || $0.contains("Assertion failed")
      }
      .prefix(3).map { "  " + $0 }
    if let signal = outcome.signal {
      return (["the test crashed (signal \(signal)) before it finished"] + clues)
        .joined(separator: "\n")
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
    let stream = eventsFolder.appendingPathComponent("events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: stream) }
    let outcome = ChildProcess.run(
      binary,
      [
        "--testing-library", "swift-testing", "--event-stream-output-path", stream.path,
        "--event-stream-version", "0",
      ] + arguments,
      in: folder, environment: environment, timeout: timeout, outputLimit: 256 << 10,
      fileSizeLimit: Self.fileSizeLimit)
    let data = FileManager.default.contents(atPath: stream.path) ?? Data()
    return (EventRecord.parse(data), outcome)
  }
}

/// The records of Swift Testing's JSON event stream (version 0) that grading reads.
struct EventRecord {
  enum Kind { case test, issue, ended, skipped }
  var kind: Kind
  var testID: String?
  var name: String?
  var message: String?

  /// One record per line; a line that is not a record (cut short by a crash) is skipped.
  static func parse(_ data: Data) -> [EventRecord] {
    data.split(separator: UInt8(ascii: "\n")).compactMap { line in
      guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let payload = object["payload"] as? [String: Any]
      else { return nil }
      switch (object["kind"] as? String, payload["kind"] as? String) {
      case ("test", "function"):
        return EventRecord(
          kind: .test, testID: (payload["id"] as? String).map(stripLocation),
          name: payload["displayName"] as? String ?? payload["name"] as? String)
      case ("event", "testEnded"):
        return EventRecord(kind: .ended, testID: (payload["testID"] as? String).map(stripLocation))
      case ("event", "testSkipped"):
        return EventRecord(
          kind: .skipped, testID: (payload["testID"] as? String).map(stripLocation))
      case ("event", "issueRecorded"):
        let issue = payload["issue"] as? [String: Any]
        if issue?["isKnown"] as? Bool == true { return nil }
        return EventRecord(
          kind: .issue, testID: (payload["testID"] as? String).map(stripLocation),
          message: message(payload, issue))
      default:
        return nil
      }
    }
  }

  /// `ProfileSceneTests.swift:13: Expectation failed: … — the harness's explanation`.
  private static func message(_ payload: [String: Any], _ issue: [String: Any]?) -> String {
    let texts = (payload["messages"] as? [[String: Any]] ?? []).compactMap { message -> String? in
      guard let text = message["text"] as? String, text != "Issue recorded" else { return nil }
      return text
    }
    let location = (issue?["sourceLocation"] as? [String: Any]).flatMap { location -> String? in
      guard let file = location["fileID"] as? String, let line = location["line"] as? Int else {
        return nil
      }
      return "\(file.split(separator: "/").last ?? ""):\(line)"
    }
    let body = texts.isEmpty ? "an issue was recorded" : texts.joined(separator: "\n")
    return location.map { "\($0): \(body)" } ?? body
  }

  /// `A.B/f()/File.swift:10:4` → `A.B/f()`: the location is not part of a test's identity
  /// here (a parameterised test's cases share it).
  static func stripLocation(_ id: String) -> String {
    guard let slash = id.lastIndex(of: "/"), id[id.index(after: slash)...].contains(".swift:")
    else { return id }
    return String(id[..<slash])
  }
}
