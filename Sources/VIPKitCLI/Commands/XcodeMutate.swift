import Foundation
import VIPKitCore
import VIPKitMutation
import VIPKitXcode

/// `vipkit mutate --project …`: an Xcode app's mutants, planned here and run through
/// xcodebuild (on a Mac), reported exactly as a package's are.
enum XcodeMutate {
  static func run(_ selection: XcodeSelection, _ invocation: Invocation) throws(CommandError)
    -> ExitCode
  {
    let arguments = invocation.arguments
    guard arguments.positionals.isEmpty else {
      throw .usage(
        "Give the package folder or --project/--workspace, not both.", command: "mutate")
    }
    for option in [MutateCommand.cache, MutateCommand.keepWorkdir, OptionSpec.jobs]
    where !arguments.values(option).isEmpty {
      throw .usage(
        "\(option.longSynopsis) is not supported with --project (one mutant at a time on one "
          + "simulator, in a copy removed at the end): run without it.", command: "mutate")
    }
    var options = XcodeMutationPlan.Options()
    options.files = arguments.values(MutateCommand.file)
    options.operators = Set(arguments.values(MutateCommand.operators))
    for name in options.operators where !MutationOperators.names.contains(name) {
      throw .usage(
        "Unknown operator '\(name)'." + Suggestion.didYouMean(name, among: MutationOperators.names),
        command: "mutate")
    }
    options.destination = arguments.value(MutateCommand.destination)
    options.since = arguments.value(MutateCommand.since)
    options.selectTests = !arguments.flag(MutateCommand.allTests)
    let reproduce = try MutateCommand.reproduced(invocation)
    var plan: XcodeMutationPlan
    do {
      plan = try XcodeMutationPlan.make(selection, options: options)
    } catch {
      throw .badInput([error])
    }
    if let reproduce {
      do {
        let key = try MutationRunner.one(reproduce, of: plan.entries.map(\.mutant))[0].key
        plan.entries = plan.entries.filter { $0.mutant.key == key }
      } catch {
        throw MutateCommand.failure(error)
      }
    }
    if arguments.flag(MutateCommand.dryRun) {
      if arguments.value(MutateCommand.format) == "json" {
        try invocation.printJSON(plan.document)
      } else {
        try invocation.emit(
          plan.text(
            container: SwiftFiles.displayPath(
              selection.container, from: invocation.currentDirectory),
            targets: selection.targets.map(\.name), testTargets: selection.testTargets.map(\.name)),
          to: arguments.value(.output))
      }
      return .success
    }
    ChildRegistry.shared.cleanUpOnInterrupt()
    let console = invocation.console
    var runner = XcodeMutationRunner(plan: plan) { line in console.printError(line) }
    if let factor = try invocation.number(MutateCommand.timeoutFactor, in: 1...1000) {
      runner.timeoutFactor = factor
    }
    runner.shard = try MutateCommand.shard(invocation)
    let result: MutationRunner.Result
    do {
      result = try runner.run()
    } catch {
      throw MutateCommand.failure(error)
    }
    let report = MutationReport(
      package: selection.container.deletingPathExtension().lastPathComponent, result: result,
      shard: runner.shard)
    if reproduce != nil {
      return try MutateCommand.emitReproduction(report, invocation, sources: plan.root)
    }
    return try MutateCommand.emit(
      report, invocation, threshold: try invocation.number(MutateCommand.threshold, in: 0...100),
      sources: plan.root)
  }
}
