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
  }

  let options: Options
  let progress: @Sendable (String) -> Void

  package init(options: Options, progress: @escaping @Sendable (String) -> Void) {
    self.options = options
    self.progress = progress
  }

  package func run() throws(Failure) -> Result {
    let start = Date()
    let plan = try MutationPlan.make(options, progress: progress)
    if plan.nothingChanged {
      return Result(
        mutants: [], baselineSeconds: 0, seconds: Date().timeIntervalSince(start), buildSeconds: 0)
    }
    let files = plan.files
    let maps = plan.maps
    var mutants = plan.mutants
    let scratch =
      options.inPlace
      ? ScratchPackage(inPlace: options.package)
      : try ScratchPackage(
        copying: options.package, keptIn: options.workspace, mutated: Set(maps.keys))
    defer { if !options.keepWorkdir || options.inPlace { scratch.remove() } }

    let buildStart = Date()
    let memoryKey = scratch.memory.map { _ in
      UnviableMemory.key(of: options.package, arguments: options.buildArguments)
    }
    if let file = scratch.memory, let memoryKey {
      let recalled = UnviableMemory.recall(mutants, from: file, key: memoryKey)
      mutants = recalled.mutants
      if recalled.recalled > 0 {
        progress(
          "\(recalled.recalled) of the mutants did not compile in the last run on these sources: "
            + "left out.")
      }
    }
    let mutantSwitch = scratch.mutantSwitch
    progress(
      "Building the tests once, with \(mutants.filter { $0.status == .pending }.count) mutants in \(files.count) files…"
    )
    // A scene variant is one mutant in several pieces (a body each) in the schema.
    var pieces = try buildSchema(mutants, maps: maps, in: scratch, mutantSwitch: mutantSwitch)
    mutants = Self.onePerNumber(pieces)
    var tests = try TestBinary(
      in: scratch.root, environment: scratch.environment, confinement: options.confinement,
      mutantSwitch: mutantSwitch, hidden: options.hostileTests, runFolder: options.runFolder)
    // A kept copy builds incrementally; a build that missed a file just written (the
    // compiler's incremental check went by its time and was fooled) would test stale code.
    if let written = scratch.lastWrite, (tests.modified ?? .distantPast) < written {
      progress("The build missed a changed file; building it again.")
      scratch.touchWrittenFiles()
      pieces = try buildSchema(pieces, maps: maps, in: scratch, mutantSwitch: mutantSwitch)
      mutants = Self.onePerNumber(pieces)
      tests = try TestBinary(
        in: scratch.root, environment: scratch.environment, confinement: options.confinement,
        mutantSwitch: mutantSwitch, hidden: options.hostileTests, runFolder: options.runFolder)
      if (tests.modified ?? .distantPast) < written {
        progress("The test binary is still older than the sources written; going on with it.")
      }
    }
    let buildSeconds = Date().timeIntervalSince(buildStart)
    // One reproduced mutant is not the whole plan's record of what does not compile.
    if let file = scratch.memory, let memoryKey, options.reproduce == nil {
      UnviableMemory.keep(
        mutants.filter { $0.operatorName != SceneVariant.operatorName }, in: file, key: memoryKey)
    }

    let baseline = try runBaseline(tests)
    guard tests.hasTests else {
      throw .input(
        "the package's test binary holds no test, neither XCTest nor Swift Testing: "
          + "mutants can only be judged by tests, so write some first")
    }
    let limit = { @Sendable (seconds: Double) in
      seconds * options.timeoutFactor + options.timeoutFloor
    }
    var runnable = mutants.filter { $0.status == .pending }
    if let shard = options.shard {
      runnable = runnable.filter { shard.holds($0.key) }
      let kept = Set(runnable.map(\.id))
      mutants = mutants.filter { $0.status == .unviable || kept.contains($0.id) }
      progress("Shard \(shard.index)/\(shard.count): \(runnable.count) of the mutants.")
    }
    progress(
      "Unmutated, the tests pass in \(Self.format(baseline.seconds)); each mutant gets "
        + (options.perTestTimeLimits && options.selectTests
          ? "\(options.timeoutFactor.formatted()) times its tests' own time plus "
            + "\(Self.format(options.timeoutFloor)), at most "
          : "") + "\(Self.format(limit(baseline.seconds))).")
    var selection = Selection()
    let conduct = TestConduct(
      listed: tests.list() ?? [], displayNames: TestDisplayNames(package: scratch.root))
    conduct.addFlaky(conduct.tests(named: baseline.flaky + baseline.unchanged, in: nil))
    let coverage = measureCoverage(
      tests, conduct: conduct, limit: limit(baseline.seconds),
      folder: scratch.root.appendingPathComponent(".reached"),
      selection: &selection)
    for index in mutants.indices where mutants[index].status == .pending {
      mutants[index].coveredBy = Self.selectedTests(mutants[index], coverage)?.map(\.id)
    }
    // Outcomes kept from earlier runs, by a key of what decides them.
    var cached: [Int: Mutant.Status] = [:]
    let cache = options.cache.map(OutcomeCache.load)
    var keys: [Int: String] = [:]
    if let file = options.cache {
      let sources = maps.mapValues { $0.source.text(0..<$0.source.bytes.count) }
      let keyMaker = OutcomeKeys(package: options.package, mutatedSources: sources)
      for mutant in runnable {
        let key = keyMaker.key(of: mutant, tests: Self.selectedTests(mutant, coverage))
        keys[mutant.id] = key
        cached[mutant.id] = cache?[key]
      }
      runnable = runnable.filter { cached[$0.id] == nil }
      selection.reused = cached.count
      progress("\(cached.count) outcomes reused from \(file.lastPathComponent).")
    }
    progress(
      "Running \(runnable.count) \(runnable.count == 1 ? "mutant" : "mutants") on \(options.jobs) "
        + "\(options.jobs == 1 ? "core" : "cores")…"
    )
    let wholeSuite = limit(baseline.seconds)
    let idleWholeSuite = baseline.seconds * options.timeoutFactor + options.idleFloor
    let perTest = options.perTestTimeLimits
    let trial = MutantTrial(tests: tests, conduct: conduct) { group in
      // The tests' own times, measured alone; never more than the whole suite's limit. Past
      // a few times their own time, a run that sits idle is hung: it is not waited for.
      guard perTest else { return TimeLimit(seconds: wholeSuite, idleAfter: nil) }
      guard let group, let own = coverage?.seconds(of: group) else {
        return TimeLimit(seconds: wholeSuite, idleAfter: idleWholeSuite)
      }
      return TimeLimit(
        seconds: min(wholeSuite, limit(own)),
        idleAfter: own * options.timeoutFactor + options.idleFloor)
    }
    let decoys = DecoyLog()
    var unnamed = false
    for name in baseline.unchanged {
      let named = conduct.tests(named: [name], in: nil)
      unnamed = unnamed || named.isEmpty
      decoys.record(named, messages: TestLibrary.failureMessages(of: name, in: baseline.output))
    }
    if unnamed {
      let failed = Self.failingAlone(
        conduct.listed.filter { !decoys.failed.contains($0) }, mutant: 0, binary: tests,
        limit: TimeLimit(seconds: options.baselineTimeout ?? wholeSuite, idleAfter: nil),
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
    let board = runMutants(
      order, trial: trial, coverage: coverage, decoys: (decoys, wholeSuite, idleWholeSuite))
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
      _ = runMutants(rejudged, trial: trial, coverage: coverage, board: board)
    }
    let findings = conduct.findings
    selection.needsBefore = findings.needsBefore.isEmpty ? nil : findings.needsBefore
    selection.failsAfter = findings.failsAfter.isEmpty ? nil : findings.failsAfter
    let unchanged = Set(decoys.failed.map(\.id))
    selection.flaky = findings.flaky.filter { !unchanged.contains($0) }
    if selection.flaky?.isEmpty == true { selection.flaky = nil }
    selection.failedUnchanged = unchanged.isEmpty ? nil : unchanged.sorted()
    if decoys.hung {
      // The tests hang with no mutant on: a time-out shows nothing about a mutant.
      selection.hungUnchanged = true
      for (id, status) in board.statuses where status == .timedOut {
        board.override(id, .survived)
      }
    }
    for index in mutants.indices {
      if let status = board.statuses[mutants[index].id] ?? cached[mutants[index].id] {
        mutants[index].status = status
        if status == .killed {
          mutants[index].killedBy = (board.killers[mutants[index].id] ?? []).map(\.id)
        }
      }
    }
    if let file = options.cache, var updated = cache {
      for (id, key) in keys {
        if let status = board.statuses[id] ?? cached[id] { updated[key] = status }
      }
      do { try updated.save(file) } catch {
        progress("Could not write the cache \(file.path): \(error.localizedDescription)")
      }
    }
    selection.testRuns = board.testRuns
    selection.mutantsRun = board.mutantsRun
    selection.hangsFoundIdle = board.hangsFoundIdle
    // A scene that survives is no gap in the tests to suggest a test for: a correct one must.
    let survivors = mutants.filter {
      ($0.status == .survived || $0.status == .noCoverage)
        && $0.operatorName != SceneVariant.operatorName
    }
    if options.suggestsTests, !survivors.isEmpty {
      progress("Looking for a test that catches each of the \(survivors.count) survivors…")
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
            mutantSwitch: mutantSwitch, hidden: options.hostileTests, runFolder: options.runFolder)
        }, progress: progress)
      let found = suggester.suggestions(for: survivors)
      for index in mutants.indices { mutants[index].suggestion = found[mutants[index].id] }
    }
    return Result(
      mutants: mutants, baselineSeconds: baseline.seconds,
      seconds: Date().timeIntervalSince(start), buildSeconds: buildSeconds,
      workdir: options.keepWorkdir ? scratch.root : nil, selection: selection,
      unchangedMessages: decoys.messages, tests: conduct.listed.map(\.id))
  }

  // MARK: - Which tests each mutant runs

  /// Each test's mutants, from one run of each test alone (a test that needs others before
  /// it, with them); `nil` (every mutant runs every test) when selection is off or the
  /// tests cannot be listed, with the reason in `selection`.
  private func measureCoverage(
    _ tests: TestBinary, conduct: TestConduct, limit: Double, folder: URL,
    selection: inout Selection
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
    let coverage = TestCoverage.measure(
      conduct.listed, binary: tests, jobs: options.jobs, timeout: limit, folder: folder,
      conduct: conduct, progress: progress)
    selection.coverageSeconds = Date().timeIntervalSince(start)
    return coverage
  }

  /// The unmutated run of every test. One that fails is run again, and a test that fails
  /// both times is run alone, up to three times: a test that failed once and passed once is
  /// flaky (it counts for nothing from then on). The run fails only on tests that never
  /// passed, or when a run named no failing test. (The port of the Travelling app has a test
  /// that fails about one run in eight: twice in a row happened.)
  private func runBaseline(_ tests: TestBinary) throws(Failure) -> Baseline {
    let first = tests.run(mutant: 0, timeout: options.baselineTimeout)
    ChildRegistry.shared.haltIfInterrupted()
    if first.passed { return Baseline(seconds: first.seconds, flaky: []) }
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
      return Baseline(
        seconds: max(first.seconds, second.seconds), flaky: [], unchanged: failing,
        output: second.output)
    }
    progress(
      "\(flaky.joined(separator: ", ")) failed and passed without a mutant: "
        + "flaky, \(flaky.count == 1 ? "its" : "their") failures count for nothing.")
    if second.passed {
      return Baseline(
        seconds: second.seconds, flaky: flaky, unchanged: failing, output: second.output)
    }
    // Neither run passed: the longer one's time for the limits.
    return Baseline(
      seconds: max(first.seconds, second.seconds), flaky: flaky, unchanged: failing,
      output: second.output)
  }

  struct Baseline {
    var seconds: Double
    /// The tests that failed once and passed once, as the output names them.
    var flaky: [String]
    /// With hostile tests: the tests that never passed (they did when graded).
    var unchanged: [String] = []
    /// The output of the last unmutated run.
    var output = ""
  }

  // MARK: - Scene variants

  /// One mutant per number: a scene variant's pieces as the first of them, unviable when any
  /// piece is.
  static func onePerNumber(_ mutants: [Mutant]) -> [Mutant] {
    var index: [Int: Int] = [:]
    var result: [Mutant] = []
    for mutant in mutants {
      if let known = index[mutant.id] {
        if mutant.status == .unviable { result[known].status = .unviable }
        continue
      }
      index[mutant.id] = result.count
      result.append(mutant)
    }
    return result
  }

  // MARK: - One build for all mutants

  /// Writes the schemas and builds the tests; mutants the compiler rejects become unviable
  /// (found by the compiler's error lines) and the build is done again without them.
  private func buildSchema(
    _ planned: [Mutant], maps: [String: SourceMap], in scratch: ScratchPackage,
    mutantSwitch: MutantSwitch
  )
    throws(Failure) -> [Mutant]
  {
    try Self.buildSchema(
      planned, maps: maps, root: scratch.root, mutantSwitch: mutantSwitch,
      write: scratch.write(_:to:),
      build: {
        ChildProcess.run(
          "swift", ScratchBuild.arguments + options.buildArguments, in: scratch.root,
          environment: scratch.environment, outputLimit: 4 << 20)
      }, progress: progress)
  }

  /// The schema loop, whatever builds it (SwiftPM here, xcodebuild for an Xcode app): write
  /// every schema with `write`, `build`, blame each compiler error in `root` on its mutant,
  /// mark those unviable and build again.
  static func buildSchema(
    _ planned: [Mutant], maps: [String: SourceMap], root: URL, building what: String = "package",
    mutantSwitch: MutantSwitch, write: (String, String) throws(Failure) -> Void,
    build: () -> ChildProcess.Outcome, progress: (String) -> Void
  ) throws(Failure) -> [Mutant] {
    var mutants = planned
    for _ in 1...8 {
      var linesByFile: [String: [Int: ClosedRange<Int>]] = [:]
      var bodiesByFile: [String: [(lines: ClosedRange<Int>, mutants: [Int])]] = [:]
      for (file, map) in maps {
        let live = mutants.filter { $0.file == file && $0.status != .unviable }
        let rewrite = MutantSchema.rewrite(map, mutants: live, mutantSwitch: mutantSwitch)
        for mutant in live where rewrite.linesByMutant[mutant.id] == nil {
          throw .schema(
            "mutant \(mutant.id) (\(mutant.operatorName)) is missing from the schema of \(file)")
        }
        linesByFile[file] = rewrite.linesByMutant
        bodiesByFile[file] = rewrite.bodyLines
        try write(rewrite.text, file)
      }
      let build = build()
      ChildRegistry.shared.haltIfInterrupted()
      if build.succeeded { return mutants }
      // Each error is blamed on the mutant whose lines hold it; else on every mutant of the
      // rewritten body that holds it (a "missing return" lands on the body's last line);
      // an error outside every rewritten body is the package's own.
      var blamed: Set<Int> = []
      var ownErrors: [String] = []
      for error in CompilerErrors.parse(build.output, root: root) {
        if let owner = linesByFile[error.file]?.first(where: { $0.value.contains(error.line) })?.key
        {
          blamed.insert(owner)
        } else if let body = bodiesByFile[error.file]?.first(where: {
          $0.lines.contains(error.line)
        }) {
          blamed.formUnion(body.mutants)
        } else {
          ownErrors.append(error.text)
        }
      }
      guard !blamed.isEmpty else {
        let shown =
          ownErrors.isEmpty
          ? String(build.output.suffix(3000)) : ownErrors.prefix(10).joined(separator: "\n")
        throw .input("the \(what) does not build", details: shown)
      }
      progress("\(blamed.count) mutants do not compile (unviable); building again without them…")
      for index in mutants.indices where blamed.contains(mutants[index].id) {
        mutants[index].status = .unviable
      }
    }
    throw .schema("the schema still does not compile after 8 rounds")
  }

  // MARK: - One run per mutant

  /// Runs each mutant's tests (those that reach it, with `coverage`; else all), judged by
  /// `trial`. A mutant no test reaches is not run at all. `board` keeps the outcomes (a new
  /// one, or one to add a second pass to).
  @discardableResult
  private func runMutants(
    _ mutants: [Mutant], trial: MutantTrial, coverage: TestCoverage?, board: Scoreboard? = nil,
    decoys: (log: DecoyLog, limit: Double, idleAfter: Double)? = nil
  ) -> Scoreboard {
    let board =
      board ?? Scoreboard(total: mutants.filter { $0.id > 0 }.count, progress: progress)
    board.restart()
    let jobs = max(1, min(options.jobs, mutants.count))
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
      while let mutant = board.next(mutants) {
        if mutant.id < 0 {
          if let decoys { runDecoy(mutant.id, trial: trial, into: decoys) }
          continue
        }
        let selected = Self.selectedTests(mutant, coverage)
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
    _ id: Int, trial: MutantTrial, into decoys: (log: DecoyLog, limit: Double, idleAfter: Double)
  ) {
    let group = trial.conduct.groups(for: nil).first ?? nil
    let run = trial.tests.run(
      mutant: id, timeout: decoys.limit, only: group, idleAfter: decoys.idleAfter)
    ChildRegistry.shared.haltIfInterrupted()
    if run.timedOut {
      decoys.log.recordHang()
      return
    }
    guard !run.passed else { return }
    var failed = trial.conduct.tests(named: run.failingTests, in: group)
    if failed.isEmpty {
      failed = Self.failingAlone(
        group ?? trial.conduct.listed, mutant: id, binary: trial.tests,
        limit: TimeLimit(seconds: decoys.limit, idleAfter: decoys.idleAfter), into: decoys.log)
      guard !failed.isEmpty else { return }
    } else {
      for name in run.failingTests {
        decoys.log.record(
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
    _ candidates: [TestName], mutant: Int, binary: TestBinary, limit: TimeLimit,
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

  /// A mutant's time limit, and when, before it, a run that sits idle is judged hung.
  struct TimeLimit: Sendable {
    var seconds: Double
    var idleAfter: Double?
  }

  /// The tests `mutant` runs: those that reach it, or `nil` for all (no coverage, or a weak
  /// property's mutant, which has no probe: whoever holds the object may notice it).
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

/// Hands out mutants to workers and keeps their statuses and the progress line.
private final class Scoreboard: @unchecked Sendable {
  private let lock = NSLock()
  private let total: Int
  private let progress: @Sendable (String) -> Void
  private let start = Date()
  private var nextIndex = 0
  private(set) var statuses: [Int: Mutant.Status] = [:]
  /// The tests run for all mutants together (as selected), and the mutants run.
  private(set) var testRuns = 0
  private(set) var mutantsRun = 0
  private(set) var hangsFoundIdle = 0
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
    lock.withLock { statuses[id] = status }
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
      if outcome.endedIdle { hangsFoundIdle += 1 }
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
private final class DecoyLog: @unchecked Sendable {
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
