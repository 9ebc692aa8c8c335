/// Why a timed-out mutant's run was ended. Both causes count as detected, as Stryker and PIT
/// count a time-out, but they are not the same news for a team: a test left waiting for a
/// call the mutant took away is a test doing its job (slowly), while a run still busy at its
/// limit is a loop the mutant made endless, or a test too slow for its limit. Told from the
/// run itself: whether its process sat idle, and which test had started and not ended.
package struct Hang: Codable, Sendable, Hashable {
  package enum Cause: String, Codable, Sendable {
    /// The test process sat idle past a few times its tests' own time: waiting for something
    /// the mutant took away (an `await` on a continuation never resumed, an expectation never
    /// fulfilled, a spy's next call that never comes). Ended then, not at the limit.
    case idle
    /// Still working at its time limit: a loop the mutant made endless, most likely.
    case limit
  }

  package var cause: Cause
  /// The test that had started and not ended, as the test output names it; `nil` when none
  /// could be told (the process hung before a test began, or between two).
  package var test: String?
  /// How long the run went before it was ended.
  package var seconds: Double

  package init(cause: Cause, test: String?, seconds: Double) {
    self.cause = cause
    self.test = test
    self.seconds = seconds
  }

  /// What the reports say of it, in one sentence.
  package var sentence: String {
    let after = MutationRunner.format(seconds)
    switch cause {
    case .idle:
      let who = test.map { "The test \($0)" } ?? "The tests"
      return "\(who) sat idle, waiting for something that never came (an await or an "
        + "expectation the change left unanswered), and was ended after \(after): a hang, "
        + "counted as detected."
    case .limit:
      let who = test.map { "The test \($0) was" } ?? "The tests were"
      return "\(who) still running at the time limit (\(after)): a loop the change made "
        + "endless, or a test slower than its limit; counted as detected."
    }
  }
}
