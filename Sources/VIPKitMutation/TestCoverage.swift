import Foundation
import VIPKitCore

/// Which mutants each test reaches, so a mutant runs only the tests that can notice it (as
/// PIT and Stryker do): on a real suite, most tests never touch most mutants.
///
/// Measured with the schema's own probes, no LLVM coverage: every test runs once, alone,
/// unmutated, and each rewritten body it enters writes its mutants' numbers to that run's
/// file. A body entered counts all its mutants as reached, which is never less than the
/// truth: selection may run a test too many, never one too few.
struct TestCoverage: Sendable {
  /// Test → the mutants it reached.
  let reached: [TestName: Set<Int>]
  /// Test → the seconds its run alone took (the process's start-up included): what a mutant's
  /// time limit is made of, so a mutant that makes a test wait forever costs a few times that
  /// test's own time, not the whole suite's.
  var seconds: [TestName: Double] = [:]

  /// The seconds `tests` took in their coverage runs, added up; `nil` when one was not
  /// measured.
  func seconds(of tests: [TestName]) -> Double? {
    var total = 0.0
    for test in tests {
      guard let own = seconds[test] else { return nil }
      total += own
    }
    return total
  }

  /// The tests that reach `mutant`, in a stable order; none means no test can notice it.
  func tests(reaching mutant: Int) -> [TestName] {
    reached.filter { $0.value.contains(mutant) }.keys.sorted()
  }

  /// Why tests could not be selected: then every mutant runs the whole suite.
  struct Unavailable: Error, Sendable {
    let reason: String
  }

  /// Runs each of `tests` alone with the probes on, `jobs` at a time, each within `timeout`.
  static func measure(
    _ tests: [TestName], binary: TestBinary, jobs: Int, timeout: Double, folder: URL
  ) -> Result<TestCoverage, Unavailable> {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let results = Results(count: tests.count)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, tests.count))) { _ in
      while let index = results.next() {
        let file = folder.appendingPathComponent("reached-\(index)")
        try? FileManager.default.removeItem(at: file)
        let run = binary.run(mutant: 0, timeout: timeout, only: [tests[index]], reached: file)
        ChildRegistry.shared.haltIfInterrupted()
        guard run.passed else {
          results.fail(
            "\(tests[index].id) fails when it runs alone (it passes in the whole suite), so "
              + "the tests cannot be run apart")
          continue
        }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        results.store(
          index, Set(text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }),
          seconds: run.seconds)
      }
    }
    if let failure = results.failure { return .failure(Unavailable(reason: failure)) }
    var reached: [TestName: Set<Int>] = [:]
    var seconds: [TestName: Double] = [:]
    for (index, test) in tests.enumerated() {
      reached[test] = results.value(index)
      seconds[test] = results.seconds(index)
    }
    return .success(TestCoverage(reached: reached, seconds: seconds))
  }
}

/// The coverage runs' shared state: the next test to run, each test's mutants, the first
/// failure.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private let count: Int
  private var values: [Int: Set<Int>] = [:]
  private var durations: [Int: Double] = [:]
  private(set) var failure: String?

  init(count: Int) {
    self.count = count
  }

  func next() -> Int? {
    lock.withLock {
      guard nextIndex < count, failure == nil else { return nil }
      defer { nextIndex += 1 }
      return nextIndex
    }
  }

  func store(_ index: Int, _ mutants: Set<Int>, seconds: Double) {
    lock.withLock {
      values[index] = mutants
      durations[index] = seconds
    }
  }
  func value(_ index: Int) -> Set<Int> { lock.withLock { values[index] ?? [] } }
  func seconds(_ index: Int) -> Double? { lock.withLock { durations[index] } }
  func fail(_ reason: String) { lock.withLock { failure = failure ?? reason } }
}
