import Foundation
import VIPKitCore
import VIPKitSyntax

/// Runs mutation testing on a package: plan the mutants, build one schema of them all in a
/// scratch copy, time the unmutated tests, then run the test binary once per mutant.
///
/// The user's package is never written to (only a workspace VIPKit made for itself is, with
/// `Options.inPlace`, and its files are put back). The scratch copy is removed at the end, also on
/// errors; on Ctrl-C, `ChildRegistry` ends the children and removes it.
package struct MutationRunner {
  package struct Options: Sendable {
    package var package: URL
    /// Globs over paths relative to the package (`Sources/*/*Presenter.swift`); empty for
    /// the default: presenters and interactors, else every file under `Sources/`.
    package var files: [String] = []
    /// Operator names; empty for all.
    package var operators: Set<String> = []
    package var timeoutFactor: Double = 3
    /// Seconds added to every time limit, so a fast suite is not cut short by noise.
    package var timeoutFloor: Double = 2
    /// Seconds added to a mutant's tests' own time (× the factor) after which a run that
    /// sits idle, using no CPU with no thread busy, is hung (Linux: `ProcessActivity`).
    package var idleFloor: Double = 0.1
    package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    package var keepWorkdir = false
    /// Where the scratch copy and its build are kept between runs (locked while in use);
    /// `nil` for a temporary copy, built cold and removed at the end.
    package var workspace: URL?
    /// Whether the package itself is built and mutated, not a copy: only for a folder VIPKit
    /// made and built for itself (a grader's workspace, locked by its caller), whose build
    /// then serves the schema's. Its files are put back at the end.
    package var inPlace = false
    /// How the tests run; a grader confines a student's tests like any student code.
    package var confinement = Confinement()
    /// Whether each mutant runs only the tests that reach it (`--all-tests` turns it off).
    package var selectTests = true
    /// Whether a mutant's time limit comes from its own tests' times, measured in the
    /// coverage runs (the default), or from the whole suite's (`--suite-time-limit`): a mutant
    /// that makes one quick test wait forever is then given up on in seconds.
    package var perTestTimeLimits = true
    /// The time limit of the unmutated run; `nil` for none. A grader sets one: code that
    /// hangs only when it sees it is being mutated must not stall a class.
    package var baselineTimeout: Double?
    /// Only this slice of the mutants (`--shard 2/3`): the same plan and build on every
    /// shard, each runnable mutant in exactly one.
    package var shard: MutationReport.Shard?
    /// Only the mutants of lines changed since this git ref (`--since main`).
    package var since: String?
    /// Only the mutant of this stable ID, or of the one ID it begins (`--reproduce`).
    package var reproduce: String?
    /// Outcomes of earlier runs, reused when neither a mutant's code nor its tests changed
    /// (`--cache FILE`), and updated with this run's.
    package var cache: URL?
    /// More arguments for `swift build` (a grader's shared module cache).
    package var buildArguments: [String] = []
    /// Whether the tests may try to tell a mutant from the real code (a student's, graded):
    /// every run, the unmutated ones too, is told its mutant by a token only the schema can
    /// read (`MutantSwitch`), and runs with a token for no mutant (decoys) are mixed in among
    /// the mutants at random. A test that fails where nothing was changed is not testing the
    /// code: its failures count for nothing (`Selection.failedUnchanged`).
    package var hostileTests = false
    /// Where the tests run, from a copy of the test products, with the folder's `tmp` as their
    /// home; `nil` for the scratch copy itself. A grader gives the folder the student's code
    /// may see (the package's files): the copy's build, which holds what earlier students'
    /// tests compiled to, stays out of their reach.
    package var runFolder: URL?
    /// Whether each survivor gets the test that would catch it (`TestSuggestion`): found by
    /// running the code, so it costs a few builds of the tests and a run per survivor.
    package var suggestsTests = false
    /// Other versions of the scene, each run as one mutant of the same build (`SceneVariant`):
    /// a grader's correct and wrong scenes, judged by the student's tests. Their mutants come
    /// after the operators' and carry `SceneVariant.operatorName`.
    package var variants: [SceneVariant] = []

    package init(package: URL) {
      self.package = package
    }
  }

  /// Why a run could not give a result.
  package enum Failure: Error, Sendable {
    /// Bad input: no such package, no files matched, the package does not build.
    case input(String, details: String = "")
    /// The tests fail before anything is mutated; these tests failed.
    case baselineFails(failingTests: [String], output: String)
    /// A bug: the schema does not compile where no mutant is to blame.
    case schema(String)
  }

  package struct Result: Sendable {
    package var mutants: [Mutant]
    package var baselineSeconds: Double
    package var seconds: Double
    package var buildSeconds: Double
    package var workdir: URL?
    /// How tests were chosen for the mutants.
    package var selection = Selection()
    /// What each test of `selection.failedUnchanged` said when it failed there.
    package var unchangedMessages: [String: [String]] = [:]
    /// Every test the binary lists, by ID: what `killedBy` and `coveredBy` name.
    package var tests: [String] = []
  }

  /// What test selection did: the tests there are, and how many each mutant ran.
  package struct Selection: Sendable, Codable, Equatable {
    /// The tests the binary lists (0 when it was off).
    package var tests = 0
    /// The tests run for all mutants together, and the mutants run.
    package var testRuns = 0
    package var mutantsRun = 0
    /// The seconds the coverage runs took.
    package var coverageSeconds = 0.0
    /// Why every mutant ran every test, when it did (`--all-tests`, or a test that fails
    /// alone).
    package var off: String?
    /// The mutants whose outcome came from `--cache`, not from a run.
    package var reused = 0
    /// The timed-out mutants whose run sat idle past its tests' own time and was ended then,
    /// not at the time limit (absent from reports written before it was counted).
    package var hangsFoundIdle: Int?
    /// Tests that fail alone → the tests before them they need (run with them whenever they
    /// are selected); absent when there are none.
    package var needsBefore: [String: [String]]?
    /// Tests that pass alone and in the whole suite but fail after one of these tests (run
    /// apart from them); absent when there are none.
    package var failsAfter: [String: [String]]?
    /// Tests that failed and passed on the same code: their failures count for nothing.
    package var flaky: [String]?
    /// With hostile tests: tests that failed in a run where no mutant was on, though they
    /// pass when run as usual; their failures count for nothing.
    package var failedUnchanged: [String]?
    /// With hostile tests: whether the tests hung in a run where no mutant was on; a
    /// time-out then detects nothing, and counts as survived.
    package var hungUnchanged: Bool?

    package init() {}

    /// What the mutants' runs learnt about the tests, and how many each ran.
    mutating func record(
      _ outcomes: MutantRuns.Outcomes,
      conduct findings: (
        needsBefore: [String: [String]], failsAfter: [String: [String]], flaky: [String]
      )
    ) {
      needsBefore = findings.needsBefore.isEmpty ? nil : findings.needsBefore
      failsAfter = findings.failsAfter.isEmpty ? nil : findings.failsAfter
      let unchanged = Set(outcomes.failedUnchanged.map(\.id))
      let flaky = findings.flaky.filter { !unchanged.contains($0) }
      self.flaky = flaky.isEmpty ? nil : flaky
      failedUnchanged = unchanged.isEmpty ? nil : unchanged.sorted()
      if outcomes.hungUnchanged { hungUnchanged = true }
      testRuns = outcomes.testRuns
      mutantsRun = outcomes.mutantsRun
      hangsFoundIdle = outcomes.hangs.values.filter { $0.cause == .idle }.count
    }
  }

  let options: Options
  let progress: @Sendable (String) -> Void

  package init(options: Options, progress: @escaping @Sendable (String) -> Void) {
    self.options = options
    self.progress = progress
  }

  /// The run, stage by stage: plan → build the schema → run unmutated → measure coverage →
  /// run the mutants → the result (with `--suggest-tests`, a test for each survivor).
  package func run() throws(Failure) -> Result {
    let start = Date()
    let plan = try MutationPlan.make(options, progress: progress)
    if plan.nothingChanged {
      return Result(
        mutants: [], baselineSeconds: 0, seconds: Date().timeIntervalSince(start), buildSeconds: 0)
    }
    let build = try SchemaBuild.make(plan, options: options, progress: progress)
    defer { if !options.keepWorkdir || options.inPlace { build.scratch.remove() } }
    let unmutated = try UnmutatedRun.run(build.tests, options: options, progress: progress)
    guard build.tests.hasTests else {
      throw .input(
        "the package's test binary holds no test, neither XCTest nor Swift Testing: "
          + "mutants can only be judged by tests, so write some first")
    }
    var mutants = slice(build.mutants)
    var selection = Selection()
    let conduct = TestConduct(
      listed: build.tests.list() ?? [], displayNames: TestDisplayNames(package: build.scratch.root))
    conduct.addFlaky(conduct.tests(named: unmutated.flaky + unmutated.unchanged, in: nil))
    let suite = TimeLimits(options: options, suiteSeconds: unmutated.seconds) { _ in nil }
    announceLimits(suite)
    let coverage = TestCoverage.measure(
      build.tests, conduct: conduct, options: options, limit: suite.wholeSuite,
      folder: build.scratch.root.appendingPathComponent(".reached"), selection: &selection,
      progress: progress)
    for index in mutants.indices where mutants[index].status == .pending {
      mutants[index].coveredBy = Self.selectedTests(mutants[index], coverage)?.map(\.id)
    }
    let reuse = OutcomeReuse(options: options, maps: plan.maps, coverage: coverage)
    let runnable = reuse.recall(mutants.filter { $0.status == .pending }, progress: progress)
    selection.reused = reuse.recalled.count
    let limits = TimeLimits(options: options, suiteSeconds: unmutated.seconds) { group in
      coverage?.seconds(of: group)
    }
    let outcomes = MutantRuns(
      options: options, tests: build.tests, conduct: conduct, coverage: coverage, limits: limits,
      progress: progress
    ).run(runnable, unmutated: unmutated)
    outcomes.apply(to: &mutants, recalled: reuse.recalled)
    reuse.keep(outcomes.statuses, progress: progress)
    selection.record(outcomes, conduct: conduct.findings)
    if options.suggestsTests { suggestTests(for: &mutants, in: build) }
    return Result(
      mutants: mutants, baselineSeconds: unmutated.seconds,
      seconds: Date().timeIntervalSince(start), buildSeconds: build.seconds,
      workdir: options.keepWorkdir ? build.scratch.root : nil, selection: selection,
      unchangedMessages: outcomes.unchangedMessages, tests: conduct.listed.map(\.id))
  }

  /// With `--shard`, this slice's runnable mutants and every unviable one; else all.
  private func slice(_ mutants: [Mutant]) -> [Mutant] {
    guard let shard = options.shard else { return mutants }
    let kept = Set(mutants.filter { $0.status == .pending && shard.holds($0.key) }.map(\.id))
    progress("Shard \(shard.index)/\(shard.count): \(kept.count) of the mutants.")
    return mutants.filter { $0.status == .unviable || kept.contains($0.id) }
  }

  /// Says what limit each mutant gets.
  private func announceLimits(_ limits: TimeLimits) {
    progress(
      "Unmutated, the tests pass in \(Self.format(limits.suiteSeconds)); each mutant gets "
        + (options.perTestTimeLimits && options.selectTests
          ? "\(options.timeoutFactor.formatted()) times its tests' own time plus "
            + "\(Self.format(options.timeoutFloor)), at most "
          : "") + "\(Self.format(limits.wholeSuite)).")
  }

  /// With `--suggest-tests`: the test that catches each survivor, found by running the code
  /// in the schema's build. A scene that survives is no gap in the tests: a correct one must.
  private func suggestTests(for mutants: inout [Mutant], in build: SchemaBuild) {
    let survivors = mutants.filter {
      ($0.status == .survived || $0.status == .noCoverage)
        && $0.operatorName != SceneVariant.operatorName
    }
    guard !survivors.isEmpty else { return }
    progress("Looking for a test that catches each of the \(survivors.count) survivors…")
    let scratch = build.scratch
    let options = options
    let suggester = TestSuggester(
      package: options.package, scratch: scratch.root,
      build: {
        ChildProcess.run(
          "swift", ScratchBuild.arguments + options.buildArguments, in: scratch.root,
          environment: scratch.environment, outputLimit: 4 << 20)
      },
      binary: { () throws(Failure) -> TestBinary in
        try TestBinary(
          in: scratch.root, environment: scratch.environment, confinement: options.confinement,
          mutantSwitch: scratch.mutantSwitch, hidden: options.hostileTests,
          runFolder: options.runFolder)
      }, progress: progress)
    let found = suggester.suggestions(for: survivors)
    for index in mutants.indices { mutants[index].suggestion = found[mutants[index].id] }
  }

  /// The mutant whose stable ID is `wanted`, or begins with it when only one does.
  package static func one(_ wanted: String, of mutants: [Mutant]) throws(Failure) -> [Mutant] {
    if let exact = mutants.first(where: { $0.key == wanted }) { return [exact] }
    let begun = mutants.filter { $0.key.hasPrefix(wanted) }
    if begun.count == 1 { return begun }
    if begun.isEmpty {
      throw .input(
        "no mutant of these files has the ID \(wanted): an ID changes when its own line "
          + "changes, or the file is not among those mutated (--file)",
        details: "The IDs are in the report: `key` in --format json, `id` in "
          + "--format mutation-testing-report, and in --baseline's messages.")
    }
    throw .input(
      "\(begun.count) mutants have an ID beginning \(wanted): give more of it",
      details: begun.map { "\($0.key)  \($0.file):\($0.location.line)  \($0.diff)" }.joined(
        separator: "\n"))
  }

  /// The tests `mutant` runs: those that reach it, or `nil` for all (no coverage, or a weak
  /// property's mutant, which has no probe: whoever holds the object may notice it).
  static func selectedTests(_ mutant: Mutant, _ coverage: TestCoverage?) -> [TestName]? {
    guard let coverage, mutant.operatorName != MutationOperators.weakToStrong,
      mutant.operatorName != SceneVariant.operatorName
    else { return nil }
    return coverage.tests(reaching: mutant.id)
  }

  static func format(_ seconds: Double) -> String {
    seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.1f s", seconds)
  }
}
