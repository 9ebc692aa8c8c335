import VIPKitCore

/// A mutation run's third stage: the tests with no mutant on, which must pass (a failure
/// there is the package's, not a mutant's). Its time is what every mutant's limit is made
/// of; a test that failed once and passed once is flaky and counts for nothing; with hostile
/// tests, one that never passes here (it did when graded) is left out and named.
struct UnmutatedRun {
  var seconds: Double
  /// The tests that failed once and passed once, as the output names them.
  var flaky: [String]
  /// With hostile tests: the tests that never passed (they did when graded).
  var unchanged: [String] = []
  /// The output of the last unmutated run.
  var output = ""

  /// Runs every test unmutated. One that fails is run again, and a test that fails
  /// both times is run alone, up to three times: a test that failed once and passed once is
  /// flaky (it counts for nothing from then on). The run fails only on tests that never
  /// passed, or when a run named no failing test. (The port of the Travelling app has a test
  /// that fails about one run in eight: twice in a row happened.)
  static func run(
    _ tests: TestBinary, options: MutationRunner.Options,
    progress: @Sendable (String) -> Void
  ) throws(MutationRunner.Failure) -> UnmutatedRun {
    let first = tests.run(mutant: 0, timeout: options.baselineTimeout)
    ChildRegistry.shared.haltIfInterrupted()
    if first.passed { return UnmutatedRun(seconds: first.seconds, flaky: []) }
    guard !first.timedOut else {
      throw .baselineFails(failingTests: first.failingTests, output: first.output)
    }
    let second = tests.run(mutant: 0, timeout: options.baselineTimeout)
    ChildRegistry.shared.haltIfInterrupted()
    guard !second.timedOut, second.passed || !second.failingTests.isEmpty,
      !first.failingTests.isEmpty
    else {
      throw .baselineFails(failingTests: first.failingTests, output: first.output)
    }
    let both = Set(first.failingTests).intersection(second.failingTests)
    var failing: [String] = []
    var listed = 0
    if !both.isEmpty {
      let conduct = TestConduct(
        listed: tests.list() ?? [], displayNames: TestDisplayNames(package: tests.folder))
      listed = conduct.listed.count
      for name in both.sorted() {
        let named = conduct.tests(named: [name], in: nil)
        let passedOnce =
          !named.isEmpty
          && (0..<3).contains { _ in
            tests.run(mutant: 0, timeout: options.baselineTimeout, only: named).passed
          }
        ChildRegistry.shared.haltIfInterrupted()
        if !passedOnce { failing.append(name) }
      }
    }
    if !failing.isEmpty {
      // A student's test that passed when graded but never passes here reacts to how it is
      // run, not to the code: it is left out, and named, as long as some test is left.
      guard options.hostileTests, failing.count < listed else {
        throw .baselineFails(failingTests: failing, output: second.output)
      }
      progress(
        "\(failing.joined(separator: ", ")) failed with no mutant on: "
          + "\(failing.count == 1 ? "its" : "their") failures count for nothing.")
    }
    let flaky = Set(first.failingTests).union(second.failingTests).subtracting(failing).sorted()
    if flaky.isEmpty {
      return UnmutatedRun(
        seconds: max(first.seconds, second.seconds), flaky: [], unchanged: failing,
        output: second.output)
    }
    progress(
      "\(flaky.joined(separator: ", ")) failed and passed without a mutant: "
        + "flaky, \(flaky.count == 1 ? "its" : "their") failures count for nothing.")
    if second.passed {
      return UnmutatedRun(
        seconds: second.seconds, flaky: flaky, unchanged: failing, output: second.output)
    }
    // Neither run passed: the longer one's time for the limits.
    return UnmutatedRun(
      seconds: max(first.seconds, second.seconds), flaky: flaky, unchanged: failing,
      output: second.output)
  }
}
