import Foundation
import VIPKitCore
import VIPKitMutation

/// `vipkit mutate`: mutation testing of presenter and interactor logic, compiled once.
enum MutateCommand {
  static let spec = CommandSpec(
    name: "mutate",
    abstract: "Break the logic on purpose and show the changes no test noticed.",
    discussion: """
      Each mutant is one small change (a comparison turned round, a call removed, a string \
      emptied, a weak reference made strong). All are compiled once into a scratch copy of \
      the package, then the tests run once per mutant. Your files are never changed.
      """,
    arguments: [
      ArgumentSpec(
        "package-path", help: "The package (default: the current folder).", optional: true)
    ],
    options: [
      file, operators, threshold, timeoutFactor,
      .jobs.explained("Mutants run at once (default: one per core)."), .format(),
      .output.explained("Write the report there instead of to standard output."), keepWorkdir,
    ],
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
  static let timeoutFactor = OptionSpec(
    ["--timeout-factor"], value: "f",
    help: "A mutant's time limit is the unmutated run's time × this, plus 2 s (default: 3).")
  static let keepWorkdir = OptionSpec(
    ["--keep-workdir"], help: "Keep the scratch copy, to look at the mutant schema.")

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    var options = MutationRunner.Options(
      package: invocation.url(for: arguments.positionals.first ?? "."))
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

    ChildRegistry.shared.cleanUpOnInterrupt()
    let console = invocation.console
    let runner = MutationRunner(options: options) { line in console.printError(line) }
    let result: MutationRunner.Result
    do {
      result = try runner.run()
    } catch {
      throw failure(error)
    }
    let report = MutationReport(package: options.package.lastPathComponent, result: result)
    if let folder = result.workdir {
      console.printError("The scratch copy is kept at \(folder.path).")
    }
    if arguments.value(.format()) == "json" {
      let text: String
      do { text = try JSONOutput.encode(report) } catch {
        throw .internalError("could not encode the report: \(error)")
      }
      try invocation.emit(text, to: arguments.value(.output))
    } else {
      try invocation.emit(
        report.text(style: arguments.value(.output) == nil ? console.outStyle : .plain),
        to: arguments.value(.output))
    }
    if let threshold, !report.meets(threshold) {
      console.printError(
        "The score is under the threshold of \(MutationReport.percent(threshold)).")
      return .checkFailed
    }
    return .success
  }

  private static func failure(_ error: MutationRunner.Failure) -> CommandError {
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
