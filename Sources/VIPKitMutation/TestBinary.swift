import Foundation
import VIPKitCore

/// The package's built test binary, run directly for each mutant (never `swift test`, which
/// costs SwiftPM's start-up every time): XCTest, then Swift Testing, each only when the
/// unmutated run found tests of that kind.
final class TestBinary: @unchecked Sendable {
  /// One run of the tests with a mutant active.
  struct Run {
    var passed: Bool
    var timedOut: Bool
    var seconds: Double
    var output: String
    var failingTests: [String]
    /// Whether the run was ended at its first failing test.
    var stoppedEarly = false
    /// Whether the run was ended as hung: idle past its tests' own time.
    var endedIdle = false

    /// Why a run that timed out was ended (`nil` for one that ended by itself).
    var hang: Hang? {
      guard timedOut else { return nil }
      return Hang(
        cause: endedIdle ? .idle : .limit, test: RunningTests.unfinished(in: output),
        seconds: seconds)
    }
  }

  private let path: String
  private let environment: [String: String]
  /// Tests run here (the scratch copy), as `swift test` runs them in the package's folder:
  /// a test that writes a relative path must never write into the user's package.
  let folder: URL
  private var runsXCTest = true
  private var runsSwiftTesting = true
  private var calibrated = false

  private let confinement: Confinement
  private let mutantSwitch: MutantSwitch
  /// Whether every run is told its mutant by a token (`MutantSwitch`), a new one each run.
  private let hidden: Bool

  /// The binary `swift build` made (a run folder's copy is newer than any build).
  private let built: String

  /// The tests built in `root`; run there, or in `runFolder` (`Options.runFolder`) from a copy
  /// of the test products, with that folder's `tmp` as their home.
  init(
    in root: URL, environment: [String: String], confinement: Confinement = Confinement(),
    mutantSwitch: MutantSwitch, hidden: Bool = false, runFolder: URL? = nil
  ) throws(MutationRunner.Failure) {
    var environment = environment
    self.confinement = confinement
    self.mutantSwitch = mutantSwitch
    self.hidden = hidden
    guard let binary = TestLibrary.builtBinary(in: root, environment: environment) else {
      throw .input("found no test binary after the build: does the package have a test target?")
    }
    built = binary
    if let runFolder {
      let products = runFolder.appendingPathComponent(".mutants")
      switch TestProducts.copy(of: binary, into: products) {
      case .success(let copy): path = copy
      case .failure(let failure):
        throw .input("could not copy the test binary to \(products.path)", details: failure.output)
      }
      folder = runFolder
      let temporary = runFolder.appendingPathComponent("tmp")
      try? FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
      environment["TMPDIR"] = temporary.path
      environment["HOME"] = temporary.path
    } else {
      path = binary
      folder = root
    }
    self.environment = environment
  }

  /// Runs the tests with `mutant` active (0, or below for a decoy: none): all of them, or
  /// `only` these. The first run (the baseline) also finds which test libraries have tests at all: a library with
  /// none is skipped from then on, never counted as failing (an XCTest-only package's Swift
  /// Testing run exits 69).
  ///
  /// `stopAtFailure` ends a run at its first failing test: the mutant is killed already.
  /// `reached` names the coverage file the schema's probes write. `idleAfter` ends a run that
  /// sits idle after that many seconds as timed out (`ChildProcess`): a hang, found early.
  /// `idleForTest` gives a test's own allowance by the name the output gives it: while tests
  /// run whose allowances are known, idleness is a hang from the latest of their starts plus
  /// their allowances, not from `idleAfter` (`RunningTests`).
  func run(
    mutant: Int, timeout: Double?, only: [TestName]? = nil, stopAtFailure: Bool = false,
    reached: URL? = nil, idleAfter: Double? = nil,
    idleForTest: (@Sendable (String) -> Double?)? = nil,
    environment extra: [String: String] = [:]
  ) -> Run {
    var environment = self.environment.merging(extra) { _, new in new }
    environment["VIPKIT_MUTANT"] = mutantSwitch.value(for: mutant, hidden: hidden)
    // A mutant that crashes a test would wait for Swift's backtracer to symbolicate the
    // whole binary (seconds on an app, its leader idle meanwhile, as a hang is); the crash is
    // all the run needs. Unmutated runs keep it: their crash is the package's own, to show;
    // unless every run must look the same (hidden).
    if mutant != 0 || hidden, environment["SWIFT_BACKTRACE"] == nil {
      environment["SWIFT_BACKTRACE"] = "enable=no"
    }
    if let reached { environment[MutantSchema.reachedVariable] = reached.path }
    var total = Run(passed: true, timedOut: false, seconds: 0, output: "", failingTests: [])
    for (library, arguments) in commands(only: only) {
      let marker = "\(getpid())-\(UUID().uuidString)"
      environment[ProcessSweep.mutationVariable] = marker
      let running = idleAfter == nil ? nil : idleForTest.map(RunningTests.init(allowance:))
      var stopAt: (@Sendable (Substring) -> Bool)? = nil
      if let running {
        stopAt = { @Sendable line in
          running.observe(line)
          return stopAtFailure && TestLibrary.reportsFailure(line)
        }
      } else if stopAtFailure {
        stopAt = { @Sendable line in TestLibrary.reportsFailure(line) }
      }
      let outcome = ChildProcess.run(
        arguments[0], Array(arguments.dropFirst()), in: folder, environment: environment,
        timeout: timeout, confinement: confinement, stopAt: stopAt, idleAfter: idleAfter,
        idleFrom: running.map { running in { @Sendable in running.idleFrom } })
      // A run ended early (a failure, a limit) may leave a tool it launched in a session of
      // its own, running on.
      if outcome.timedOut || outcome.stoppedAt != nil {
        ProcessSweep.end(marker: marker, variable: ProcessSweep.mutationVariable)
      }
      if outcome.stoppedAt != nil { total.stoppedEarly = true }
      total.seconds += outcome.seconds
      total.output += outcome.output
      if !calibrated, TestLibrary.foundNoTests(library, outcome) {
        if library == .xctest { runsXCTest = false } else { runsSwiftTesting = false }
        continue
      }
      if !outcome.succeeded {
        total.passed = false
        total.timedOut = outcome.timedOut
        total.endedIdle = outcome.endedIdle
        total.failingTests += Self.failingTests(in: outcome.output)
        // The first run goes on to the other library all the same: it must learn whether
        // that one has tests (a listing that asks a library with none fails).
        if calibrated || outcome.timedOut { break }
      }
    }
    calibrated = true
    return total
  }

  /// When the binary was last linked.
  var modified: Date? {
    (try? FileManager.default.attributesOfItem(atPath: built))?[.modificationDate] as? Date
  }

  /// Whether the baseline found any test, of either library.
  var hasTests: Bool { runsXCTest || runsSwiftTesting }

  /// Each library's command: all its tests, or only those of `only` (a library none of
  /// them belongs to is not run at all).
  private func commands(only: [TestName]? = nil) -> [(library: TestLibrary, arguments: [String])] {
    var commands: [(TestLibrary, [String])] = []
    let xctest = only?.filter { $0.library == .xctest }.map(\.id)
    if runsXCTest, xctest?.isEmpty != true {
      // XCTest takes a comma-separated list of `Module.Class/test` selectors.
      let selectors = xctest.map { [$0.joined(separator: ",")] } ?? []
      commands.append((.xctest, TestLibrary.xctest.command(binary: path, selectors)))
    }
    let swiftTesting = only?.filter { $0.library == .swiftTesting }.map(\.id)
    if runsSwiftTesting, swiftTesting?.isEmpty != true {
      // Swift Testing takes one regular expression per `--filter`, matched against test IDs.
      let filters = (swiftTesting ?? []).flatMap {
        ["--filter", NSRegularExpression.escapedPattern(for: $0)]
      }
      commands.append((.swiftTesting, TestLibrary.swiftTesting.command(binary: path, filters)))
    }
    return commands
  }

  /// The tests of each library that has any, as the binary lists them; `nil` when a listing
  /// fails (then no test is selected: every mutant runs them all).
  func list() -> [TestName]? {
    var tests: [TestName] = []
    for (library, arguments) in commands() {
      let outcome = ChildProcess.run(
        arguments[0], Array(arguments.dropFirst()) + ["--list-tests"], in: folder,
        environment: environment, timeout: 60, confinement: confinement)
      guard outcome.succeeded else { return nil }
      let listed = TestName.listed(in: outcome.output, library: library)
      guard !listed.isEmpty else { return nil }
      tests += listed
    }
    return tests
  }

  /// `ProfileTests.testX` from XCTest's `Test Case '…' failed` and assertion lines, and the
  /// names Swift Testing prints as `✘ Test total() recorded an issue` or `… failed after` (a
  /// run stopped at its first failure may end before the second), each once, in order; and
  /// an XCTest test that started and never ended (it crashed the process).
  static func failingTests(in output: String) -> [String] {
    var names: [String] = []
    var running: String?
    for raw in output.split(separator: "\n") {
      let line = raw.contains("\u{1B}") ? Substring(TestLibrary.withoutEscapes(raw)) : raw
      var name: String?
      if line.hasPrefix("Test Case '") {
        let test = TestLibrary.xctestName(
          line.dropFirst("Test Case '".count).prefix { $0 != "'" })
        if line.contains("' started") {
          running = test
        } else {
          running = nil
          if line.contains("' failed") { name = test }
        }
      } else if let assertion = TestLibrary.xctestAssertion(in: line) {
        name = assertion
      } else if line.hasPrefix("✘ Test "), !line.hasPrefix("✘ Test run "),
        let end = line.range(of: " failed after ") ?? line.range(of: " recorded an issue")
      {
        name = String(line[line.index(line.startIndex, offsetBy: 7)..<end.lowerBound])
      }
      if let name, !names.contains(name) { names.append(name) }
    }
    if let running, !names.contains(running) { names.append(running) }
    return names
  }
}

/// The compiler's `file:line:column: error:` lines, with files relative to the package.
enum CompilerErrors {
  struct Error {
    var file: String
    var line: Int
    var text: String
  }

  static func parse(_ output: String, root: URL) -> [Error] {
    let prefix = root.standardizedFileURL.path + "/"
    return output.split(separator: "\n").compactMap { line -> Error? in
      guard let marker = line.range(of: ": error: ") else { return nil }
      let location = line[..<marker.lowerBound].split(separator: ":")
      guard location.count >= 3, let number = Int(location[location.count - 2]) else {
        return nil
      }
      var file = location.dropLast(2).joined(separator: ":")
      if file.hasPrefix(prefix) { file.removeFirst(prefix.count) }
      return Error(file: file, line: number, text: String(line))
    }
  }
}
