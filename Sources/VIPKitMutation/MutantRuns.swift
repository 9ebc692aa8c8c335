import Foundation
import VIPKitCore

/// A mutation run's fifth stage: each mutant's tests run with it on, two (or `jobs`) at a
/// time, each judged by a `MutantTrial` (so a flaky test or one that fails after another
/// never decides a status) within its `TimeLimits` (so a hang is ended when it is known, not
/// waited out). With hostile tests, decoys (runs with a token for no mutant) go among the
/// mutants at random, and a test that fails or hangs in one counts for nothing.
struct MutantRuns {
  let options: MutationRunner.Options
  let trial: MutantTrial
  let coverage: TestCoverage?
  let limits: TimeLimits
  let progress: @Sendable (String) -> Void

  init(
    options: MutationRunner.Options, tests: TestBinary, conduct: TestConduct,
    coverage: TestCoverage?, limits: TimeLimits, progress: @escaping @Sendable (String) -> Void
  ) {
    self.options = options
    self.coverage = coverage
    self.limits = limits
    self.progress = progress
    trial = MutantTrial(
      tests: tests, conduct: conduct, limit: limits.forTests,
      allowance: { printed, group in
        conduct.tests(named: [printed], in: group).first.flatMap(limits.allowance(of:))
      })
  }

  /// What became of the mutants run.
  struct Outcomes {
    var statuses: [Int: Mutant.Status]
    /// Each killed mutant's killing tests.
    var killers: [Int: [TestName]]
    /// Each timed-out mutant's hang.
    var hangs: [Int: Hang]
    var testRuns: Int
    var mutantsRun: Int
    /// The tests that failed with no mutant on (in the unmutated run or a decoy), and what
    /// each said.
    var failedUnchanged: [TestName]
    var unchangedMessages: [String: [String]]
    /// Whether the tests hung with no mutant on: a time-out then showed nothing about its
    /// mutant, and counts as survived.
    var hungUnchanged: Bool

    /// Each mutant's status, from its run or else `recalled` (`--cache`), with its killers
    /// or its hang.
    func apply(to mutants: inout [Mutant], recalled: [Int: Mutant.Status]) {
      for index in mutants.indices {
        let id = mutants[index].id
        guard let status = statuses[id] ?? recalled[id] else { continue }
        mutants[index].status = status
        mutants[index].hang = status == .timedOut ? hangs[id] : nil
        if status == .killed { mutants[index].killedBy = (killers[id] ?? []).map(\.id) }
      }
    }
  }

  /// Runs `runnable` (after the decoys the unmutated run calls for), then again those whose
  /// kill a test found flaky later is to blame for.
  func run(_ runnable: [Mutant], unmutated: UnmutatedRun) -> Outcomes {
    progress(
      "Running \(runnable.count) \(runnable.count == 1 ? "mutant" : "mutants") on \(options.jobs) "
        + "\(options.jobs == 1 ? "core" : "cores")…")
    let conduct = trial.conduct
    let decoys = DecoyLog()
    var unnamed = false
    for name in unmutated.unchanged {
      let named = conduct.tests(named: [name], in: nil)
      unnamed = unnamed || named.isEmpty
      decoys.record(named, messages: TestLibrary.failureMessages(of: name, in: unmutated.output))
    }
    if unnamed {
      let failed = Self.failingAlone(
        conduct.listed.filter { !decoys.failed.contains($0) }, mutant: 0, binary: trial.tests,
        limit: TimeLimits.Limit(
          seconds: options.baselineTimeout ?? limits.wholeSuite, idleAfter: nil),
        into: decoys)
      conduct.addFlaky(failed)
    }
    var order = runnable
    if options.hostileTests {
      // Decoys go where mutants go, at random: a test cannot learn them from their place.
      var generator = SystemRandomNumberGenerator()
      for decoy in 0..<(3 + runnable.count / 10) {
        let decoyMutant = Mutant(
          id: -1 - decoy, file: "", operatorName: "decoy", range: 0..<0, replacement: "",
          location: SourceLocation(path: "", line: 0, column: 0), diff: "")
        order.insert(decoyMutant, at: Int.random(in: 0...order.count, using: &generator))
      }
    }
    let board = run(order, decoys: decoys)
    // A test found flaky late may have killed mutants before it was: they are judged again
    // without it, so the report does not depend on when that was found.
    // With hostile tests, a kill no test was named for may be theirs too, once some test was
    // found failing on unchanged code.
    let suspectUnnamed = options.hostileTests && !decoys.failed.isEmpty
    let rejudged = runnable.filter {
      guard let killers = board.killers[$0.id] else { return false }
      return killers.contains(where: conduct.isFlaky)
        || (suspectUnnamed && killers.isEmpty && board.statuses[$0.id] == .killed)
    }
    if !rejudged.isEmpty {
      progress("Running \(rejudged.count) mutants again without the flaky tests that killed them…")
      run(rejudged, board: board)
    }
    if decoys.hung {
      // The tests hang with no mutant on: a time-out shows nothing about a mutant.
      for (id, status) in board.statuses where status == .timedOut {
        board.override(id, .survived)
      }
    }
    return Outcomes(
      statuses: board.statuses, killers: board.killers, hangs: board.hangs,
      testRuns: board.testRuns, mutantsRun: board.mutantsRun, failedUnchanged: decoys.failed,
      unchangedMessages: decoys.messages, hungUnchanged: decoys.hung)
  }

  /// Runs each mutant's tests (those that reach it, with `coverage`; else all), judged by
  /// `trial`. A mutant no test reaches is not run at all. `board` keeps the outcomes (a new
  /// one, or one to add a second pass to).
  @discardableResult
  private func run(
    _ mutants: [Mutant], board: Scoreboard? = nil,
    decoys: DecoyLog? = nil
  ) -> Scoreboard {
    let board =
      board ?? Scoreboard(total: mutants.filter { $0.id > 0 }.count, progress: progress)
    board.restart()
    let jobs = max(1, min(options.jobs, mutants.count))
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
      while let mutant = board.next(mutants) {
        if mutant.id < 0 {
          if let decoys { runDecoy(mutant.id, into: decoys) }
          continue
        }
        let selected = MutationRunner.selectedTests(mutant, coverage)
        if selected?.isEmpty == true {
          board.record(mutant.id, .init(status: .noCoverage))
          continue
        }
        let outcome = trial.run(mutant.id, selected: selected)
        // A run ended by an interruption says nothing about the mutant.
        ChildRegistry.shared.haltIfInterrupted()
        board.record(mutant.id, outcome)
      }
    }
    return board
  }

  /// A run with a token for no mutant, every test but those already left out, to its end:
  /// each test that fails is failing on unchanged code, and is left out from then on.
  private func runDecoy(
    _ id: Int, into decoys: DecoyLog
  ) {
    let group = trial.conduct.groups(for: nil).first ?? nil
    let limit = limits.everyTest
    let run = trial.tests.run(
      mutant: id, timeout: limit.seconds, only: group, idleAfter: limit.idleAfter)
    ChildRegistry.shared.haltIfInterrupted()
    if run.timedOut {
      decoys.recordHang()
      return
    }
    guard !run.passed else { return }
    var failed = trial.conduct.tests(named: run.failingTests, in: group)
    if failed.isEmpty {
      failed = Self.failingAlone(
        group ?? trial.conduct.listed, mutant: id, binary: trial.tests,
        limit: limit, into: decoys)
      guard !failed.isEmpty else { return }
    } else {
      for name in run.failingTests {
        decoys.record(
          trial.conduct.tests(named: [name], in: group),
          messages: TestLibrary.failureMessages(of: name, in: run.output))
      }
    }
    trial.conduct.addFlaky(failed)
    progress(
      "\(failed.map(\.id).joined(separator: ", ")) failed with no mutant on: "
        + "\(failed.count == 1 ? "its" : "their") failures count for nothing.")
  }

  /// Each of `candidates` alone, with no mutant on (`mutant` 0, or a decoy, each run with a
  /// token of its own): the tests that fail, recorded in `log` with what they said. For a
  /// failure no test was named for: Swift Testing names a failing test by its display name.
  private static func failingAlone(
    _ candidates: [TestName], mutant: Int, binary: TestBinary, limit: TimeLimits.Limit,
    into log: DecoyLog
  ) -> [TestName] {
    var failed: [TestName] = []
    for test in candidates {
      let alone = binary.run(
        mutant: mutant, timeout: limit.seconds, only: [test], idleAfter: limit.idleAfter)
      ChildRegistry.shared.haltIfInterrupted()
      guard !alone.passed else { continue }
      failed.append(test)
      log.record(
        [test],
        messages: alone.failingTests.flatMap {
          TestLibrary.failureMessages(of: $0, in: alone.output)
        })
    }
    return failed
  }
}

/// Hands out mutants to workers and keeps their statuses and the progress line.
final class Scoreboard: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let progress: @Sendable (String) -> Void
  private let start = Date()
  private var nextIndex = 0
  private(set) var statuses: [Int: Mutant.Status] = [:]
  /// The tests run for all mutants together (as selected), and the mutants run.
  private(set) var testRuns = 0
  private(set) var mutantsRun = 0
  /// Each timed-out mutant's hang (why its run was ended).
  private(set) var hangs: [Int: Hang] = [:]
  /// Each killed mutant's killing tests.
  private(set) var killers: [Int: [TestName]] = [:]

  init(total: Int, progress: @escaping @Sendable (String) -> Void) {
    self.total = total
    self.progress = progress
  }

  func next(_ mutants: [Mutant]) -> Mutant? {
    lock.withLock {
      guard nextIndex < mutants.count else { return nil }
      defer { nextIndex += 1 }
      return mutants[nextIndex]
    }
  }

  /// Sets a status already recorded (a time-out that showed nothing).
  func override(_ id: Int, _ status: Mutant.Status) {
    lock.withLock {
      statuses[id] = status
      if status != .timedOut { hangs[id] = nil }
    }
  }

  /// Hands out `mutants` from the first again (a second pass).
  func restart() {
    lock.withLock { nextIndex = 0 }
  }

  func record(_ id: Int, _ outcome: MutantTrial.Outcome) {
    let line: String = lock.withLock {
      let status = outcome.status
      let first = statuses[id] == nil
      statuses[id] = status
      killers[id] = outcome.killers
      hangs[id] = outcome.hang
      if status != .noCoverage, first {
        testRuns += outcome.testsRun
        mutantsRun += 1
      }
      let done = statuses.count
      let killed = statuses.values.filter { $0 == .killed }.count
      let survived = statuses.values.filter { $0 == .survived }.count
      let timedOut = statuses.values.filter { $0 == .timedOut }.count
      let elapsed = Date().timeIntervalSince(start)
      let left = Double(total - done) * elapsed / Double(done)
      return "[\(done)/\(total)] killed \(killed), survived \(survived), timed out \(timedOut), "
        + "about \(MutationRunner.format(left)) left"
    }
    progress(line)
  }

}

/// What the decoy runs found: the tests that failed with no mutant on, and whether the tests
/// hung with none.
final class DecoyLog: @unchecked Sendable {
  private let lock = NSLock()
  private var tests: [TestName] = []
  private var said: [String: [String]] = [:]
  private var hangs = false

  /// `failed` tests, and what they said (kept from the first time).
  func record(_ failed: [TestName], messages: [String] = []) {
    lock.withLock {
      for test in failed where !tests.contains(test) {
        tests.append(test)
        said[test.id] = messages
      }
    }
  }

  var messages: [String: [String]] { lock.withLock { said } }
  func recordHang() { lock.withLock { hangs = true } }
  var failed: [TestName] { lock.withLock { tests } }
  var hung: Bool { lock.withLock { hangs } }
}
