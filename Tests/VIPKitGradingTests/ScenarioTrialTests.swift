import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// The grader's side of fresh scenarios, against stand-in test binaries (shell scripts that
/// answer a request as the engine does), so a crash, a restart and a difference are exact.
@Suite("Fresh scenarios: the trial")
struct ScenarioTrialTests {
  @Test("a crash costs its scenario only: the next run starts after it, and both differences count")
  func crashAndDifference() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trial = ScenarioTrial(
      reference: try Self.side(in: folder, role: "reference"),
      submission: try Self.side(in: folder, role: "submission"), seed: 7, count: 3)
    let outcome = try trial.run()
    #expect(outcome.total == 3)
    #expect(outcome.differing == 2)
    #expect(
      outcome.explanation == [
        "After these steps:", "  1. Add 1.",
        "your scene did not take them to the end: it crashed (signal 11).",
        "The exercise's scene takes every step.",
      ])
  }

  @Test("a submission that agrees everywhere has no explanation")
  func agreement() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trial = ScenarioTrial(
      reference: try Self.side(in: folder, role: "reference"),
      submission: try Self.side(in: folder, role: "reference"), seed: 7, count: 3)
    let outcome = try trial.run()
    #expect(outcome.differing == 0)
    #expect(outcome.explanation.isEmpty)
  }

  @Test("a reference that answers nothing is the course's problem, said as one")
  func silentReference() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trial = ScenarioTrial(
      reference: try Self.side(in: folder, role: "silent"),
      submission: try Self.side(in: folder, role: "reference"), seed: 7, count: 3)
    #expect(throws: Diagnostic.self) { try trial.run() }
  }

  @Test("a difference reads as the steps, what each scene showed, and the reference's reason")
  func explanation() {
    let expected = ScenarioTrial.Answer(
      choices: [], steps: [], observed: [[.init(subject: "the total reads", value: "¥0")]],
      words: ["The interactor presents 0 JPY.", "Never reached."],
      reasons: ["the total reads": "yen have no decimals"])
    let mine = ScenarioTrial.Answer(
      choices: [], steps: [], observed: [[.init(subject: "the total reads", value: "¥0.00")]],
      words: ["a submission's words are never shown"], reasons: ["the total reads": "mine"])
    #expect(
      ScenarioTrial.explained(expected, mine: mine, ended: nil) == [
        "After these steps:", "  1. The interactor presents 0 JPY.", "The total reads:",
        "  yours:        «¥0.00»", "  the exercise: «¥0»", "  because yen have no decimals.",
      ])
  }

  // MARK: - Fixtures

  /// A stand-in test binary: answers scenarios 0 to 2 (from the request's `from`) with the
  /// total `i`; as the submission it crashes at 1 and answers 9 at 2; silent, it answers
  /// nothing; every role leaves a shrinking request unanswered.
  static let script = #"""
    #!/bin/sh
    request=$(cat "$VIPKIT_SCENARIOS_REQUEST")
    case "$request" in *'"shrink"'*) exit 0 ;; esac
    [ "$ROLE" = silent ] && exit 0
    i=$(printf '%s' "$request" | sed -n 's/.*"from":\([0-9]*\).*/\1/p')
    while [ "$i" -lt 3 ]; do
      printf '{"begin":%d}\n' "$i" >>"$VIPKIT_SCENARIOS_OUT"
      if [ "$ROLE" = submission ] && [ "$i" -eq 1 ]; then kill -SEGV $$; fi
      value=$i
      if [ "$ROLE" = submission ] && [ "$i" -eq 2 ]; then value=9; fi
      printf '{"index":%d,"choices":[%d],"steps":[{"n":%d}],"observed":[[{"subject":"the total","value":"%d"}]],"words":["Add %d."],"reasons":{"the total":"it adds up"}}\n' \
        "$i" "$i" "$i" "$value" "$i" >>"$VIPKIT_SCENARIOS_OUT"
      i=$((i + 1))
    done
    """#

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-trial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let binary = folder.appendingPathComponent("Stand-in.xctest")
    try Data(script.utf8).write(to: binary)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: binary.path)
    return folder
  }

  static func side(in folder: URL, role: String) throws -> ScenarioTrial.Side {
    let requests = folder.appendingPathComponent(role)
    try FileManager.default.createDirectory(at: requests, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["ROLE"] = role
    return ScenarioTrial.Side(
      binary: folder.appendingPathComponent("Stand-in.xctest").path,
      test: ListedTest(id: "Stand.Scenarios/testAll", name: "testAll", library: .xctest),
      folder: folder, environment: environment, confinement: Confinement(), timeout: 20,
      requests: requests, pipes: requests)
  }
}
