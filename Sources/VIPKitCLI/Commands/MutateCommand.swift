import Foundation
import VIPKitCore
import VIPKitGrading
import VIPKitMutation

/// `vipkit mutate`: mutation testing of presenter and interactor logic, compiled once.
enum MutateCommand {
  static let spec = CommandSpec(
    name: "mutate",
    abstract: "Break the logic on purpose and show the changes no test noticed.",
    discussion: """
      Each mutant is one small change (a comparison turned round, a call removed, a string \
      emptied, a weak reference made strong). All are compiled once into a scratch copy of \
      the package, then the tests run once per mutant. Your files are never changed. An \
      Xcode app (--project or --workspace, with --target or --scheme) is built once with \
      xcodebuild build-for-testing and each mutant tested with test-without-building, on a \
      Mac; --dry-run prints that plan on any machine.
      """,
    arguments: [
      ArgumentSpec(
        "package-path",
        help: "The package (default: the current folder). `merge` instead, then the JSON "
          + "reports of every --shard, combines them into one report.",
        optional: true, repeating: true)
    ],
    options: [
      file, operators, since, shard, reproduce, allTests, cache, threshold, baseline,
      writeBaseline,
      maxDrop, timeoutFactor, suiteTimeLimit,
      suggestTests, .jobs.explained("Mutants run at once (default: one per core)."), format,
      warnTimeouts,
      .output.explained("Write the report there instead of to standard output."), keepWorkdir,
      dryRun, destination,
    ] + OptionSpec.xcode,
    run: run)

  static let file = OptionSpec(
    ["--file"], value: "glob",
    help: "Files to mutate, relative to the package (default: *Presenter.swift and "
      + "*Interactor.swift under Sources/, else every file there).", repeatable: true)
  static let operators = OptionSpec(
    ["--operator"], value: "name",
    help: "Only these operators: \(MutationOperators.names.joined(separator: ", ")).",
    repeatable: true)
  static let threshold = OptionSpec(
    ["--threshold"], value: "percent",
    help: "Exit 1 when the score is under this (default: report only).")
  static let baseline = OptionSpec(
    ["--baseline"], value: "file",
    help: "Exit 1 when a mutant is undetected that this baseline (--write-baseline) does not "
      + "have, or the score fell more than --max-drop points under its score.")
  static let writeBaseline = OptionSpec(
    ["--write-baseline"], value: "file",
    help: "Write this run's score and undetected mutants (by stable ID) there, to commit and "
      + "gate later runs with --baseline.")
  static let maxDrop = OptionSpec(
    ["--max-drop"], value: "points",
    help: "With --baseline: how many points the score may fall (default: 0).")
  static let timeoutFactor = OptionSpec(
    ["--timeout-factor"], value: "f",
    help: "A mutant's time limit is its tests' own time (each measured alone) × this, plus "
      + "2 s (default: 3).")
  static let suiteTimeLimit = OptionSpec(
    ["--suite-time-limit"],
    help: "Give every mutant the whole suite's time × the factor, plus 2 s, however few tests "
      + "it runs (slower when a mutant makes a test wait forever).")
  static let since = OptionSpec(
    ["--since"], value: "git-ref",
    help: "Only the mutants of lines changed since this git ref (a pull request's: main).")
  static let shard = OptionSpec(
    ["--shard"], value: "k/n",
    help: "Run the k-th of n slices of the mutants (same plan on every machine); combine "
      + "the JSON reports with `vipkit mutate merge`.")
  static let reproduce = OptionSpec(
    ["--reproduce"], value: "id",
    help: "Run only the mutant of this stable ID (from a report or a --baseline message; "
      + "its start is enough) and show its change, the tests it ran and its outcome; exit 1 "
      + "while no test detects it.")
  static let allTests = OptionSpec(
    ["--all-tests"],
    help: "Run every test for every mutant (default: only the tests that reach it).")
  static let cache = OptionSpec(
    ["--cache"], value: "file",
    help: "Reuse the outcomes kept in this file when neither a mutant's code nor its tests "
      + "changed, and keep this run's there.")
  static let suggestTests = OptionSpec(
    ["--suggest-tests"],
    help: "For each survivor, find the test that catches it by running your code with and "
      + "without the mutant (a few more builds of the tests), and show it in the report.")
  static let format = OptionSpec.format([
    "text", "json", "html", "xcode", "github", "sarif", "markdown", "mutation-testing-report",
  ])
  static let warnTimeouts = OptionSpec(
    ["--warn-timeouts"],
    help: "With --format xcode or github: a warning for each timed-out mutant too (counted "
      + "as detected, but it may be a test too slow for its limit).")
  static let keepWorkdir = OptionSpec(
    ["--keep-workdir"],
    help: "Say where the scratch copy is (kept in .build/vipkit-mutate, with its build, "
      + "for the next run), to look at the mutant schema.")

  static let dryRun = OptionSpec(
    ["--dry-run"],
    help: "With --project: print the plan (files, mutants, the tests of each, the "
      + "xcodebuild commands) and run nothing.")
  static let destination = OptionSpec(
    ["--destination"], value: "spec",
    help: "With --project: xcodebuild's -destination (default: platform=iOS Simulator,"
      + "name=iPhone 16; platform=macOS for a Mac app).")

  /// What `--suggest-tests` does inside a course's exercise where the student writes the
  /// tests, as its `grading.json` says: refused where the instructor shows nothing of a
  /// survivor; else allowed, as the last rung of the student's ladder, with a word on why.
  /// `nil` outside such an exercise: a team's `mutate` is its own.
  static func exerciseRule(for package: URL) throws(CommandError) -> String? {
    guard
      FileManager.default.fileExists(
        atPath: package.appendingPathComponent(GradingManifest.fileName).path),
      let manifest = try? GradingManifest.load(from: package), manifest.gradesStudentTests
    else { return nil }
    if manifest.survivorFeedback == .nothing {
      throw .usage(
        "This exercise grades your tests, and its instructor chose to show nothing of a "
          + "surviving mutant (survivorFeedback \"nothing\" in grading.json): finding the "
          + "test is the exercise. Run `vipkit mutate` without --suggest-tests to see the "
          + "survivors.", command: "mutate")
    }
    return "Note: this exercise grades your tests. A suggested test is the last step of the "
      + "ladder, after the idea, the input, what to look at and the values (m in `vipkit "
      + "watch`): read it, then write your own that says what it checks. Pasted, it earns what "
      + "it earns and teaches nothing."
  }

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    if arguments.positionals.first == "merge" {
      return try merge(invocation)
    }
    if let xcode = try invocation.xcodeSelection() {
      guard !arguments.flag(suggestTests) else {
        throw .usage(
          "--suggest-tests is for a SwiftPM package; an Xcode app's suggestions would need "
            + "xcodebuild builds on a Mac, and are not offered yet.", command: "mutate")
      }
      return try XcodeMutate.run(xcode, invocation)
    }
    for option in [dryRun, destination] where !arguments.values(option).isEmpty {
      throw .usage(
        "\(option.longSynopsis) is for an Xcode app: give --project or --workspace too.",
        command: "mutate")
    }
    guard arguments.positionals.count <= 1 else {
      throw .usage(
        "Give one package folder (or `merge` and the shard reports).", command: "mutate")
    }
    var options = MutationRunner.Options(
      package: invocation.url(for: arguments.positionals.first ?? "."))
    options.selectTests = !arguments.flag(allTests)
    options.perTestTimeLimits = !arguments.flag(suiteTimeLimit)
    // Kept with its build, so the next run after an edit builds incrementally.
    options.workspace = options.package.appendingPathComponent(".build/vipkit-mutate")
    // A fresh module cache is most of a cold build: reuse the package's own, or this user's.
    options.buildArguments = SharedModuleCache.reused(by: options.package).buildArguments
    options.cache = arguments.value(cache).map(invocation.url(for:))
    options.since = arguments.value(since)
    options.shard = try shard(invocation)
    options.reproduce = try reproduced(invocation)
    options.files = arguments.values(file)
    options.operators = Set(arguments.values(operators))
    for name in options.operators where !MutationOperators.names.contains(name) {
      throw .usage(
        "Unknown operator '\(name)'."
          + Suggestion.didYouMean(name, among: MutationOperators.names),
        command: "mutate")
    }
    let threshold = try invocation.number(threshold, in: 0...100)
    if let factor = try invocation.number(timeoutFactor, in: 1...1000) {
      options.timeoutFactor = factor
    }
    if let jobs = try invocation.integer(.jobs, in: 1...64) {
      options.jobs = jobs
    }
    options.keepWorkdir = arguments.flag(keepWorkdir)
    options.suggestsTests = arguments.flag(suggestTests)
    let console = invocation.console
    if options.suggestsTests, let note = try exerciseRule(for: options.package) {
      console.printError(note)
    }

    ChildRegistry.shared.cleanUpOnInterrupt()
    let runner = MutationRunner(options: options) { line in console.printError(line) }
    let result: MutationRunner.Result
    do {
      result = try runner.run()
    } catch {
      throw failure(error)
    }
    let report = MutationReport(
      package: options.package.lastPathComponent, result: result, shard: options.shard)
    if let folder = result.workdir {
      console.printError("The scratch copy is kept at \(folder.path).")
    }
    if options.reproduce != nil {
      return try emitReproduction(report, invocation, sources: options.package)
    }
    return try emit(report, invocation, threshold: threshold, sources: options.package)
  }

  /// `--reproduce`'s ID, refused beside the options of a whole run.
  static func reproduced(_ invocation: Invocation) throws(CommandError) -> String? {
    let arguments = invocation.arguments
    guard let id = arguments.value(reproduce) else { return nil }
    for option in [shard, since, baseline, writeBaseline, threshold]
    where !arguments.values(option).isEmpty {
      throw .usage(
        "--reproduce runs one mutant: \(option.longSynopsis) is for a whole run.",
        command: "mutate")
    }
    return id
  }

  /// The reproduced mutant, told in full (or in the format asked for); exit 1 while no test
  /// detects it.
  static func emitReproduction(
    _ report: MutationReport, _ invocation: Invocation, sources: URL
  ) throws(CommandError) -> ExitCode {
    if invocation.arguments.value(format) == nil {
      try invocation.emit(report.reproduction, to: invocation.arguments.value(.output))
    } else {
      _ = try emit(report, invocation, threshold: nil, sources: sources)
    }
    return report.undetected.isEmpty ? .success : .checkFailed
  }

  /// The `--shard k/n` given, read and checked.
  static func shard(_ invocation: Invocation) throws(CommandError) -> MutationReport.Shard? {
    try invocation.slice(shard).map { MutationReport.Shard(index: $0.index, count: $0.count) }
  }

  /// `vipkit mutate merge a.json b.json …`: the shards' reports as one.
  private static func merge(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let paths = Array(arguments.positionals.dropFirst())
    guard !paths.isEmpty else {
      throw .usage(
        "Give the JSON reports of the shards: vipkit mutate merge shard1.json shard2.json …",
        command: "mutate")
    }
    var reports: [MutationReport] = []
    for path in paths {
      do {
        let data = try Data(contentsOf: invocation.url(for: path))
        reports.append(try JSONDecoder().decode(MutationReport.self, from: data))
      } catch {
        throw .badInput([
          Diagnostic(
            .error, "\(path) is not a report of vipkit mutate --format json",
            notes: ["\(error)"])
        ])
      }
    }
    let merged: MutationReport
    do {
      merged = try MutationReport.merge(reports)
    } catch {
      throw .badInput([Diagnostic(.error, error.message)])
    }
    // Merged where the shards ran from: the sources are the current folder's.
    return try emit(
      merged, invocation, threshold: try invocation.number(threshold, in: 0...100),
      sources: invocation.currentDirectory)
  }

  /// Writes the report as asked (text, JSON, HTML, Xcode's or GitHub's warnings, SARIF,
  /// Markdown) and judges the threshold.
  static func emit(
    _ report: MutationReport, _ invocation: Invocation, threshold: Double?, sources: URL
  ) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let console = invocation.console
    switch arguments.value(format) {
    case "json":
      let text: String
      do { text = try JSONOutput.encode(report) } catch {
        throw .internalError("could not encode the report: \(error)")
      }
      try invocation.emit(text, to: arguments.value(.output))
    case "html":
      let page = report.html { file in
        try? String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
      }
      try invocation.emit(page, to: arguments.value(.output))
    case "xcode":
      try invocation.emit(
        report.xcode(sources: sources, timeouts: arguments.flag(warnTimeouts)),
        to: arguments.value(.output))
    case "github":
      try invocation.emit(
        report.github(timeouts: arguments.flag(warnTimeouts)), to: arguments.value(.output))
    case "markdown":
      try invocation.emit(report.markdown(), to: arguments.value(.output))
    case "mutation-testing-report":
      let tests = SwiftFiles.find([sources.appendingPathComponent("Tests")]).files.compactMap {
        url in
        (try? String(contentsOf: url, encoding: .utf8)).map {
          (path: SwiftFiles.displayPath(url, from: sources), text: $0)
        }
      }
      var unreadable: [String] = []
      let document = report.mutationTestingReport(
        source: { path in
          let text = try? String(
            contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
          if text == nil { unreadable.append(path) }
          return text
        },
        testFiles: tests, projectRoot: sources.path, threshold: threshold,
        ci: !(invocation.environment["CI"] ?? "").isEmpty)
      for path in unreadable {
        console.printError(
          "warning: could not read \(path) in \(sources.path): the report has its mutants but "
            + "not its source, so a viewer cannot show them in it (merge in the package's "
            + "folder, at the commit the mutants were run on)")
      }
      let text: String
      do { text = try JSONOutput.encode(document) } catch {
        throw .internalError("could not encode the report: \(error)")
      }
      try invocation.emit(text, to: arguments.value(.output))
    case "sarif":
      let text: String
      do { text = try JSONOutput.encode(report.sarif) } catch {
        throw .internalError("could not encode the report: \(error)")
      }
      try invocation.emit(text, to: arguments.value(.output))
    default:
      try invocation.emit(
        report.text(style: arguments.value(.output) == nil ? console.outStyle : .plain),
        to: arguments.value(.output))
    }
    if let path = arguments.value(writeBaseline) {
      let text: String
      do { text = try JSONOutput.encode(MutationBaseline(report)) } catch {
        throw .internalError("could not encode the baseline: \(error)")
      }
      try invocation.emit(text, to: path)
      console.printError(
        "Wrote the baseline to \(path): score \(report.score.map(MutationReport.percent) ?? "none"), "
          + "\(report.undetected.count) undetected.")
    }
    if let path = arguments.value(baseline) {
      let known: MutationBaseline
      do {
        known = try JSONDecoder().decode(
          MutationBaseline.self, from: Data(contentsOf: invocation.url(for: path)))
      } catch {
        throw .badInput([
          Diagnostic(
            .error, "\(path) is not a baseline of vipkit mutate --write-baseline",
            notes: ["\(error)"])
        ])
      }
      let allowed = try invocation.number(maxDrop, in: 0...100) ?? 0
      let verdict = known.judge(report, maxDrop: allowed)
      console.printError(
        MutationBaseline.describe(
          verdict, baseline: known, report: report, file: path, maxDrop: allowed))
      if !verdict.passed { return .checkFailed }
    }
    if let threshold, !report.meets(threshold) {
      console.printError(
        "The score is under the threshold of \(MutationReport.percent(threshold)).")
      return .checkFailed
    }
    return .success
  }

  static func failure(_ error: MutationRunner.Failure) -> CommandError {
    switch error {
    case .input(let message, let details):
      return .badInput([Diagnostic(.error, message, notes: details.isEmpty ? [] : [details])])
    case .baselineFails(let failing, let output):
      let names = failing.isEmpty ? [String(output.suffix(2000))] : failing.map { "failing: \($0)" }
      return .badInput([
        Diagnostic(
          .error, "the tests fail before anything is mutated: fix them first",
          notes: names)
      ])
    case .schema(let message):
      return .internalError(message)
    }
  }
}
