import Foundation
import VIPKitCore

/// One mutant's run, judged so that neither order nor chance decides its status: a failing
/// test kills the mutant only when the failure comes back and its tests pass without the
/// mutant. A failure that does not come back marks its test flaky (its failures count for
/// nothing); one that the same tests give without the mutant is a test that fails after
/// another, which then runs apart from it. Either way the mutant is run again.
///
/// The cost of a kill is one more run of the first failing test (with its company), usually a
/// fraction of a second; the unmutated runs are kept, so each group is checked once.
struct MutantTrial: Sendable {
  let tests: TestBinary
  let conduct: TestConduct
  let limit: @Sendable ([TestName]?) -> TimeLimits.Limit
  /// A test's allowance before idleness is a hang, by the name the output gives it and the
  /// group it runs in (`nil`: every test), where its name is looked up
  /// (`TimeLimits.allowance(of:)`); `nil`: the run's own idle time only.
  var allowance: (@Sendable (String, [TestName]?) -> Double?)? = nil

  struct Outcome: Sendable {
    var status: Mutant.Status
    /// The tests whose failure killed it.
    var killers: [TestName] = []
    var testsRun = 0
    /// For a time-out: why the run was ended, and in which test.
    var hang: Hang?
  }

  /// What a failure turned out to be.
  private enum Verdict {
    case killed([TestName])
    /// It did not come back: these tests are flaky (none named: the mutant is not killed).
    case flaky([TestName])
    /// The tests fail without the mutant too: `test` fails after `polluters`.
    case pollution(test: TestName, polluters: [TestName])
    /// The failure cannot be pinned on a test: only the whole suite can judge.
    case wholeSuite
  }

  /// Runs `mutant` on `selected` (`nil`: every test), each process ended at its first
  /// failing test.
  func run(_ mutant: Int, selected: [TestName]?) -> Outcome {
    var selected = selected
    for _ in 0..<6 {
      let groups = conduct.groups(for: selected)
      var outcome = Outcome(status: .survived)
      var again = false
      runs: for group in groups {
        let run = runTests(mutant, group)
        outcome.testsRun += group?.count ?? conduct.listed.count
        if run.timedOut {
          outcome.status = .timedOut
          outcome.hang = run.hang
          return outcome
        }
        if run.passed { continue }
        switch judge(
          mutant, group: group, failing: conduct.tests(named: run.failingTests, in: group))
        {
        case .killed(let killers):
          outcome.status = .killed
          outcome.killers = killers
          return outcome
        case .flaky(let flaky):
          // A failure no test can be named for: nothing to leave out, and no kill.
          guard !flaky.isEmpty else { continue runs }
          conduct.addFlaky(flaky)
        case .pollution(let test, let polluters):
          for polluter in polluters { conduct.addPolluter(polluter, of: test) }
        case .wholeSuite:
          selected = nil
        }
        again = true
        break runs
      }
      if !again { return outcome }
    }
    // Still failing one way or another after every retry: the tests noticed something.
    return Outcome(status: .killed, testsRun: 0)
  }

  /// Decides what a failure of `failing` (in `group`, with `mutant` active) means.
  private func judge(_ mutant: Int, group: [TestName]?, failing: [TestName]) -> Verdict {
    if let first = failing.first {
      // The first test that failed, alone (with what it needs), unless that is what just
      // ran: one test, whose unmutated pass the coverage run remembers, where the whole
      // failing list (a run stopped at a failure has often run a few tests past it) would
      // cost an unmutated run of that list too.
      let own = conduct.own([first])
      if own != group {
        let again = runTests(mutant, own)
        if !again.passed, passesUnmutated(own) { return .killed([first]) }
        if again.timedOut { return .killed([first]) }
      }
    }
    guard passesUnmutated(group) else { return pollution(in: group ?? conduct.listed) }
    let again = runTests(mutant, group)
    if !again.passed {
      let named = conduct.tests(named: again.failingTests, in: group)
      return .killed(named.isEmpty ? failing : named)
    }
    return .flaky(failing)
  }

  /// Finds which test of `group` breaks another one when the mutant is not there.
  private func pollution(in group: [TestName]) -> Verdict {
    let run = runTests(0, group)
    guard !run.passed, let victim = conduct.tests(named: run.failingTests, in: group).first else {
      return .wholeSuite
    }
    let own = conduct.own([victim])
    // A test whose own run no longer passes (it did when coverage was measured) is flaky.
    guard passesUnmutated(own) else { return .flaky([victim]) }
    let suspects = conduct.before(victim, in: group).filter { !own.contains($0) }
    for suspect in suspects.prefix(8) {
      let pair = conduct.own([suspect] + own)
      if !runTests(0, pair).passed {
        return .pollution(test: victim, polluters: [suspect])
      }
    }
    return suspects.isEmpty ? .wholeSuite : .pollution(test: victim, polluters: suspects)
  }

  /// Whether `group` passes without a mutant, run once and remembered.
  private func passesUnmutated(_ group: [TestName]?) -> Bool {
    if let known = conduct.passedUnmutated(group) { return known }
    guard let group else { return true }
    let passed = runTests(0, group).passed
    conduct.recordUnmutated(group, passed: passed)
    return passed
  }

  /// One run of `group` with `mutant` on (0: none), within the group's limits; a test's
  /// allowance is looked up among the group's tests only, as each test starts.
  private func runTests(_ mutant: Int, _ group: [TestName]?) -> TestBinary.Run {
    let limit = limit(group)
    let scoped = allowance.map { allowance in
      { @Sendable (printed: String) in allowance(printed, group) }
    }
    let run = tests.run(
      mutant: mutant, timeout: limit.seconds, only: group, stopAtFailure: true,
      idleAfter: limit.idleAfter, idleForTest: scoped)
    ChildRegistry.shared.haltIfInterrupted()
    return run
  }
}
