import Foundation

/// What a real suite's tests were seen to do that a test selection must respect: tests that
/// fail alone and need tests before them (a store on disk, a singleton, `UserDefaults`), tests
/// that fail after another one, and flaky tests. Learnt from the unmutated runs (baseline and
/// coverage) and, for what only shows up later, while the mutants run; shared by the workers.
///
/// One test that depends on order no longer turns selection off for every mutant: it runs with
/// its company, or apart from the test that breaks it, and the report names both.
final class TestConduct: @unchecked Sendable {
  /// The tests in the order the binary lists them, which is the order each library runs them.
  let listed: [TestName]
  private let position: [TestName: Int]
  private let lock = NSLock()
  /// A test that fails alone → the tests before it that it needs, in order.
  private var companies: [TestName: [TestName]] = [:]
  /// A test that passes alone and in the whole suite → tests after which it fails.
  private var polluters: [TestName: Set<TestName>] = [:]
  private var flakyTests: Set<TestName> = []
  /// Runs of some tests on the unmutated code, by their key: whether they passed.
  private var unmutated: [String: Bool] = [:]

  /// Swift Testing's display names, to read a failure line that names a test by one.
  private let displayNames: TestDisplayNames

  init(listed: [TestName], displayNames: TestDisplayNames = .init()) {
    self.listed = listed
    self.displayNames = displayNames
    var position: [TestName: Int] = [:]
    for (index, test) in listed.enumerated() where position[test] == nil {
      position[test] = index
    }
    self.position = position
  }

  // MARK: - What was learnt

  func setCompany(_ company: [TestName], of test: TestName) {
    lock.withLock { companies[test] = company }
    // The test and its company passed together, unmutated.
    recordUnmutated(own([test]), passed: true)
  }

  func addFlaky(_ tests: some Sequence<TestName>) {
    lock.withLock { flakyTests.formUnion(tests) }
  }

  func addPolluter(_ polluter: TestName, of test: TestName) {
    lock.withLock { _ = polluters[test, default: []].insert(polluter) }
  }

  func isFlaky(_ test: TestName) -> Bool { lock.withLock { flakyTests.contains(test) } }

  /// What the report says: each test that needs others before it, each that fails after
  /// another, each flaky test (by ID, sorted).
  var findings: (needsBefore: [String: [String]], failsAfter: [String: [String]], flaky: [String]) {
    lock.withLock {
      (
        companies.reduce(into: [:]) { $0[$1.key.id] = $1.value.map(\.id) },
        polluters.reduce(into: [:]) { $0[$1.key.id] = $1.value.sorted().map(\.id) },
        flakyTests.map(\.id).sorted()
      )
    }
  }

  // MARK: - Which tests run, in which processes

  /// `tests` with the companies of those that need one, in the order they run: what a
  /// failing test is run again with.
  func own(_ tests: [TestName]) -> [TestName] {
    lock.withLock { ordered(withCompanies(tests)) }
  }

  /// `tests` and their companies (the lock held).
  private func withCompanies(_ tests: [TestName]) -> Set<TestName> {
    var all = Set(tests)
    for test in tests { all.formUnion(companies[test] ?? []) }
    return all
  }

  /// The processes a mutant's `selected` tests run in (`nil`: every test): one for all, but a
  /// test that fails after another of them runs apart, with its own company. Flaky tests are
  /// left out; `nil` in the result means the whole suite.
  func groups(for selected: [TestName]?) -> [[TestName]?] {
    lock.withLock {
      guard let selected else {
        return flakyTests.isEmpty || listed.isEmpty
          ? [nil] : [listed.filter { !flakyTests.contains($0) }]
      }
      var all = withCompanies(selected).subtracting(flakyTests)
      var apart: [[TestName]] = []
      for test in ordered(all) where !(polluters[test] ?? []).isDisjoint(with: all) {
        all.remove(test)
        apart.append(ordered(withCompanies([test]).subtracting(flakyTests)))
      }
      return ([ordered(all)] + apart).filter { !$0.isEmpty }
    }
  }

  private func ordered(_ tests: Set<TestName>) -> [TestName] {
    tests.sorted { (position[$0] ?? Int.max, $0) < (position[$1] ?? Int.max, $1) }
  }

  /// The tests `group` holds that come before `test`, nearest first.
  func before(_ test: TestName, in group: [TestName]) -> [TestName] {
    let limit = position[test] ?? Int.max
    return group.filter { (position[$0] ?? Int.max) < limit }.reversed()
  }

  // MARK: - Unmutated runs

  /// Whether `group` passed unmutated, if known (`nil`: every test, which the baseline ran).
  func passedUnmutated(_ group: [TestName]?) -> Bool? {
    guard let group else { return true }
    return lock.withLock { unmutated[Self.key(group)] }
  }

  func recordUnmutated(_ group: [TestName], passed: Bool) {
    lock.withLock { unmutated[Self.key(group)] = passed }
  }

  private static func key(_ group: [TestName]) -> String {
    group.map { "\($0.library.rawValue):\($0.id)" }.sorted().joined(separator: "\n")
  }

  // MARK: - Names in a run's output

  /// The tests of `scope` a run's failure lines name: XCTest's `Class.testMethod`, Swift
  /// Testing's function name (`total()`) or display name (`"total is shown"`, each test whose
  /// function carries it).
  func tests(named reported: [String], in scope: [TestName]?) -> [TestName] {
    let candidates = scope ?? listed
    var found: [TestName] = []
    for name in reported {
      let functions = displayNames.functions(reportedAs: name)
      for test in candidates
      where (Self.test(test, isReportedAs: name) || Self.test(test, isOneOf: functions))
        && !found.contains(test)
      {
        found.append(test)
      }
    }
    return found
  }

  /// Whether a Swift Testing test is one of `functions`: `loading` of `Suite` is
  /// `Module.Suite/loading()` (or `Module.Outer/Suite/loading()`), a free `loading` is
  /// `Module.loading()`.
  static func test(_ test: TestName, isOneOf functions: Set<TestDisplayNames.Function>) -> Bool {
    guard test.library == .swiftTesting, !functions.isEmpty else { return false }
    let name = String(TestName.shortName(of: test.id).prefix { $0 != "(" })
    let parts = test.id.split(separator: "/")
    let suite =
      parts.count >= 2 ? parts[parts.count - 2].split(separator: ".").last.map(String.init) : nil
    return functions.contains(.init(suite: suite, name: name))
  }

  static func test(_ test: TestName, isReportedAs name: String) -> Bool {
    switch test.library {
    case .xctest:
      // `Module.Class/testMethod` is reported as `Class.testMethod`.
      guard let slash = test.id.lastIndex(of: "/") else { return false }
      let type = test.id[..<slash].split(separator: ".").last.map(String.init) ?? ""
      return name == type + "." + test.id[test.id.index(after: slash)...]
    case .swiftTesting:
      // `Module.Suite/total()` and `Module.total()` are reported as `total()`.
      let tail =
        test.id.lastIndex(of: "/").map { test.id[test.id.index(after: $0)...] }
        ?? test.id.firstIndex(of: ".").map { test.id[test.id.index(after: $0)...] }
      return tail.map(String.init) == name
    }
  }
}
