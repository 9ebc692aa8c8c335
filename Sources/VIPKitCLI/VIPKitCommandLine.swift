import Foundation
import VIPKitCore

/// The `vipkit` command line: finds the command, parses its options, runs it, and turns any
/// error into text and an exit code. The executable only calls `main()`.
public enum VIPKitCommandLine {
  /// Runs `vipkit` with the process's own arguments, environment and output; the caller exits
  /// with the code it returns.
  public static func main() -> Int32 {
    // The executable exits with the code: what the command built need not be freed first.
    ProcessLifetime.endsWithCommand()
    let environment = ProcessInfo.processInfo.environment
    let code = run(
      Array(CommandLine.arguments.dropFirst()), console: .standard(environment: environment),
      environment: environment,
      currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    return code.rawValue
  }

  /// Runs `vipkit` with `arguments` (without the program name).
  package static func run(
    _ arguments: [String], console: Console, environment: [String: String],
    currentDirectory: URL, commands: [CommandSpec] = CommandTable.commands
  ) -> ExitCode {
    do {
      return try dispatch(
        arguments, console: console, environment: environment,
        currentDirectory: currentDirectory, commands: commands)
    } catch {
      let text = ErrorReport.text(for: error, commands: commands, style: console.errorStyle)
      if !text.isEmpty { console.printError(text) }
      return ErrorReport.exitCode(for: error)
    }
  }

  private static func dispatch(
    _ arguments: [String], console: Console, environment: [String: String],
    currentDirectory: URL, commands: [CommandSpec]
  ) throws(CommandError) -> ExitCode {
    guard let first = arguments.first else {
      console.print(HelpRenderer.rootHelp(commands: commands))
      return .success
    }
    let rest = Array(arguments.dropFirst())
    switch first {
    case "-h", "--help":
      console.print(HelpRenderer.rootHelp(commands: commands))
      return .success
    case "--version":
      console.print(VIPKitVersion.current)
      return .success
    case "help":
      guard let name = rest.first else {
        console.print(HelpRenderer.rootHelp(commands: commands))
        return .success
      }
      guard rest.count == 1 else {
        throw .usage("Unexpected argument '\(rest[1])'.", command: nil)
      }
      console.print(HelpRenderer.help(for: try command(named: name, in: commands)))
      return .success
    case let option where option.hasPrefix("-"):
      throw .usage(
        "Unknown option '\(option)'."
          + Suggestion.didYouMean(option, among: ["--version", "--help", "-h"]),
        command: nil)
    default:
      let command = try command(named: first, in: commands)
      if CommandLineParser.asksForHelp(rest) {
        console.print(HelpRenderer.help(for: command))
        return .success
      }
      let parsed = try CommandLineParser.parse(rest, for: command)
      return try command.run(
        Invocation(
          command: command, arguments: parsed, console: console, environment: environment,
          currentDirectory: currentDirectory))
    }
  }

  private static func command(named name: String, in commands: [CommandSpec])
    throws(CommandError) -> CommandSpec
  {
    if let command = commands.first(where: { $0.name == name }) {
      return command
    }
    throw .usage(
      "Unknown subcommand '\(name)'."
        + Suggestion.didYouMean(name, among: commands.map(\.name) + ["help"]),
      command: nil)
  }
}
