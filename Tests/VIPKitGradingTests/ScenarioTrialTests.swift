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

  @Test("scenarios a crashing submission never reached are told apart from its differences")
  func notReached() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var reference = try Self.side(in: folder, role: "reference")
    var submission = try Self.side(in: folder, role: "crasher")
    reference.environment["N"] = "6"
    submission.environment["N"] = "6"
    let outcome = try ScenarioTrial(
      reference: reference, submission: submission, seed: 7, count: 6
    ).run()
    #expect(outcome.differing == 4, "a first run and three restarts, each a crash")
    #expect(outcome.notRun == 2)
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

  @Test("two grades asking one reference at once each get the answer to their own request")
  func concurrentRequests() throws {
    let folder = try Self.folder(script: Self.seedScript)
    defer { try? FileManager.default.removeItem(at: folder) }
    let side = try Self.side(in: folder, role: "reference")
    let seeds: [UInt64] = [11, 22]
    let heard = Heard()
    DispatchQueue.concurrentPerform(iterations: seeds.count) { index in
      let answers = ScenarioTrial.ask(side, ["seed": seeds[index], "count": 1])
      heard.set(index, answers.answered[0]?.observed.first?.first?.value)
    }
    #expect(heard.values == [0: "11", 1: "22"])
  }

  @Test("a class's reference draws once per seed: a second grade with its key asks nothing")
  func drawnOnce() throws {
    let folder = try Self.folder(script: Self.seedScript)
    defer { try? FileManager.default.removeItem(at: folder) }
    var side = try Self.side(in: folder, role: "reference")
    let runs = folder.appendingPathComponent("runs")
    side.environment["RUNS"] = runs.path
    let key = "course-\(UUID().uuidString)"
    for seed: UInt64 in [5, 5, 6] {
      let answers = ScenarioTrial.drawn(side, key: key, seed: seed, count: 1)
      #expect(answers.answered[0]?.observed.first?.first?.value == "\(seed)")
    }
    _ = ScenarioTrial.drawn(side, key: nil, seed: 5, count: 1)
    let lines = String(decoding: try Data(contentsOf: runs), as: UTF8.self).split(separator: "\n")
    #expect(lines.count == 3, "seed 5 and 6 once each with the key, and once without one")
  }

  @Test("shrinking keeps the simplest candidate still taken differently, not the first")
  func simplestCandidate() throws {
    let folder = try Self.folder(script: Self.shrinkScript)
    defer { try? FileManager.default.removeItem(at: folder) }
    let trial = ScenarioTrial(
      reference: try Self.side(in: folder, role: "reference"),
      submission: try Self.side(in: folder, role: "submission"), seed: 3, count: 1)
    let outcome = try trial.run()
    #expect(outcome.differing == 1)
    #expect(outcome.explanation.prefix(2) == ["After these steps:", "  1. Add 1."])
  }

  // MARK: - Fixtures

  /// A stand-in whose reference draws one scenario of three steps and shrinks it to two
  /// candidates, a two-step one first and a one-step one after; its submission answers every
  /// scenario otherwise.
  static let shrinkScript = #"""
    #!/bin/sh
    request=$(cat "$VIPKIT_SCENARIOS_REQUEST")
    out=$VIPKIT_SCENARIOS_OUT
    if [ "$ROLE" = submission ]; then
      n=$(printf '%s' "$request" | grep -o '"n"' | wc -l)
      i=0
      while [ "$i" -lt "$n" ]; do
        printf '{"index":%d,"choices":[],"steps":[],"observed":[[{"subject":"the total","value":"x"}]],"words":[],"reasons":{}}\n' "$i" >>"$out"
        i=$((i + 1))
      done
      exit 0
    fi
    case "$request" in
      *'"shrink"'*)
        printf '{"index":0,"choices":[3,0,2],"steps":[{"n":5}],"observed":[[{"subject":"the total","value":"3"}],[{"subject":"the total","value":"5"}]],"words":["Add 3.","Add 2."],"reasons":{}}\n' >>"$out"
        printf '{"index":1,"choices":[0,1],"steps":[{"n":1}],"observed":[[{"subject":"the total","value":"1"}]],"words":["Add 1."],"reasons":{}}\n' >>"$out" ;;
      *)
        printf '{"index":0,"choices":[9,9,9],"steps":[{"n":27}],"observed":[[{"subject":"the total","value":"9"}],[{"subject":"the total","value":"18"}],[{"subject":"the total","value":"27"}]],"words":["Add 9.","Add 9.","Add 9."],"reasons":{}}\n' >>"$out" ;;
    esac
    """#

  /// What each of several threads heard.
  final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var heard: [Int: String] = [:]
    func set(_ index: Int, _ value: String?) { lock.withLock { heard[index] = value } }
    var values: [Int: String] { lock.withLock { heard } }
  }

  /// A stand-in reference that reads its request only after a while (so that two runs
  /// started together have both been asked before either reads), counts its runs in `RUNS`,
  /// and answers one scenario whose fact is the request's seed.
  static let seedScript = #"""
    #!/bin/sh
    sleep 0.4
    [ -n "$RUNS" ] && echo run >>"$RUNS"
    seed=$(sed -n 's/.*"seed":\([0-9]*\).*/\1/p' "$VIPKIT_SCENARIOS_REQUEST")
    printf '{"begin":0}\n{"index":0,"choices":[0],"steps":[{"n":0}],"observed":[[{"subject":"the seed","value":"%s"}]],"words":["Draw."],"reasons":{}}\n' \
      "$seed" >>"$VIPKIT_SCENARIOS_OUT"
    """#

  /// A stand-in test binary: answers scenarios 0 to 2 (to `N` − 1 when `N` is set), from
  /// the request's `from`, with the total `i`; as the submission it crashes at 1 and answers
  /// 9 at 2; as the crasher it crashes at every one; silent, it answers nothing; every role
  /// leaves a shrinking request unanswered.
  static let script = #"""
    #!/bin/sh
    request=$(cat "$VIPKIT_SCENARIOS_REQUEST")
    case "$request" in *'"shrink"'*) exit 0 ;; esac
    [ "$ROLE" = silent ] && exit 0
    i=$(printf '%s' "$request" | sed -n 's/.*"from":\([0-9]*\).*/\1/p')
    while [ "$i" -lt "${N:-3}" ]; do
      printf '{"begin":%d}\n' "$i" >>"$VIPKIT_SCENARIOS_OUT"
      if [ "$ROLE" = crasher ]; then kill -SEGV $$; fi
      if [ "$ROLE" = submission ] && [ "$i" -eq 1 ]; then kill -SEGV $$; fi
      value=$i
      if [ "$ROLE" = submission ] && [ "$i" -eq 2 ]; then value=9; fi
      printf '{"index":%d,"choices":[%d],"steps":[{"n":%d}],"observed":[[{"subject":"the total","value":"%d"}]],"words":["Add %d."],"reasons":{"the total":"it adds up"}}\n' \
        "$i" "$i" "$i" "$value" "$i" >>"$VIPKIT_SCENARIOS_OUT"
      i=$((i + 1))
    done
    """#

  static func folder(script: String = script) throws -> URL {
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
