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

  /// Runs each of `tests` alone with the probes on, `jobs` at a time, each within `timeout`.
  /// A test that fails alone is run again: passing then, it is flaky; failing again, it needs
  /// tests before it, and runs with the fewest of them that make it pass (its company). What
  /// is learnt goes into `conduct`; `progress` hears about each such test.
  static func measure(
    _ tests: [TestName], binary: TestBinary, jobs: Int, timeout: Double, folder: URL,
    conduct: TestConduct, progress: @Sendable (String) -> Void = { _ in }
  ) -> TestCoverage {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let results = Results(count: tests.count)
    let probe = Probe(binary: binary, timeout: timeout, folder: folder)
    DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, tests.count))) { _ in
      while let index = results.next() {
        // A test already found flaky (in the baseline) is never selected.
        if conduct.isFlaky(tests[index]) { continue }
        var run = probe.run([tests[index]])
        if !run.passed {
          run = probe.run([tests[index]])
          if run.passed {
            conduct.addFlaky([tests[index]])
            progress("\(tests[index].id) failed alone, then passed: it is flaky.")
          } else {
            run = company(of: tests[index], in: tests, probe: probe, conduct: conduct)
            let needs = conduct.own([tests[index]]).dropLast().map(\.id)
            progress(
              needs.isEmpty
                ? "\(tests[index].id) fails alone and with the tests before it: it is taken "
                  + "for flaky."
                : "\(tests[index].id) fails alone; it runs after "
                  + "\(needs.joined(separator: ", ")) whenever it is selected.")
          }
        } else {
          conduct.recordUnmutated([tests[index]], passed: true)
        }
        results.store(index, run.reached, seconds: run.seconds)
      }
    }
    var reached: [TestName: Set<Int>] = [:]
    var seconds: [TestName: Double] = [:]
    for (index, test) in tests.enumerated() {
      reached[test] = results.value(index)
      seconds[test] = results.seconds(index)
    }
    return TestCoverage(reached: reached, seconds: seconds)
  }

  /// The fewest tests before `test` that make it pass: one of its class or suite (nearest
  /// first), else all of them, else all of its library before it, else its whole library.
  /// Its run with them is its coverage; a test that fails with all of them is flaky.
  private static func company(
    of test: TestName, in tests: [TestName], probe: Probe, conduct: TestConduct
  ) -> Probe.Run {
    let library = tests.filter { $0.library == test.library }
    let before = Array(library.prefix { $0 != test })
    let type = test.type
    let sameType = before.filter { $0.type == type }
    var tries: [[TestName]] = []
    if !sameType.isEmpty {
      let all = probe.run(sameType + [test])
      if all.passed {
        for candidate in sameType.reversed().prefix(8) {
          let pair = probe.run([candidate, test])
          if pair.passed {
            conduct.setCompany([candidate], of: test)
            return pair
          }
        }
        conduct.setCompany(sameType, of: test)
        return all
      }
      tries.append(sameType)
    }
    for company in [before, library.filter { $0 != test }] where !tries.contains(company) {
      tries.append(company)
      guard !company.isEmpty else { continue }
      let run = probe.run(company + [test])
      if run.passed {
        conduct.setCompany(company, of: test)
        return run
      }
    }
    conduct.addFlaky([test])
    return probe.run([test])
  }
}

/// One unmutated run of some tests with the probes on: did they pass, which mutants did they
/// reach, in how long.
private struct Probe: Sendable {
  struct Run {
    var passed: Bool
    var reached: Set<Int>
    var seconds: Double
  }

  let binary: TestBinary
  let timeout: Double
  let folder: URL

  func run(_ tests: [TestName]) -> Run {
    let file = folder.appendingPathComponent("reached-\(UUID().uuidString)")
    try? FileManager.default.removeItem(at: file)
    let run = binary.run(mutant: 0, timeout: timeout, only: tests, reached: file)
    ChildRegistry.shared.haltIfInterrupted()
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return Run(
      passed: run.passed,
      reached: Set(text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }),
      seconds: run.seconds)
  }
}

/// The coverage runs' shared state: the next test to run, each test's mutants and time.
private final class Results: @unchecked Sendable {
  private let lock = NSLock()
  private var nextIndex = 0
  private let count: Int
  private var values: [Int: Set<Int>] = [:]
  private var durations: [Int: Double] = [:]

  init(count: Int) {
    self.count = count
  }

  func next() -> Int? {
    lock.withLock {
      guard nextIndex < count else { return nil }
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
}

extension TestCoverage {
  /// A mutation run's fourth stage: which tests reach which mutants, each test run once,
  /// alone; `nil` (every mutant runs every test) when selection is off (`--all-tests`) or
  /// the tests cannot be listed, with the reason in `selection`.
  static func measure(
    _ tests: TestBinary, conduct: TestConduct, options: MutationRunner.Options, limit: Double,
    folder: URL, selection: inout MutationRunner.Selection,
    progress: @escaping @Sendable (String) -> Void
  ) -> TestCoverage? {
    guard options.selectTests else {
      selection.off = "--all-tests"
      return nil
    }
    guard !conduct.listed.isEmpty else {
      selection.off = "the test binary did not list its tests"
      progress("The test binary did not list its tests: every mutant runs them all.")
      return nil
    }
    selection.tests = conduct.listed.count
    progress(
      "Finding which of the \(conduct.listed.count) tests reach which mutants (each test once, "
        + "alone)…")
    let start = Date()
    let coverage = measure(
      conduct.listed, binary: tests, jobs: options.jobs, timeout: limit, folder: folder,
      conduct: conduct, progress: progress)
    selection.coverageSeconds = Date().timeIntervalSince(start)
    return coverage
  }
}
