import VIPKitCore

/// The one place that decides, for every error, what is printed, where, and the exit code.
package enum ErrorReport {
  package static func exitCode(for error: CommandError) -> ExitCode {
    switch error {
    case .usage: .usage
    case .badInput: .badInput
    case .checkFailed: .checkFailed
    case .internalError: .internalError
    }
  }

  /// The text for standard error (empty for `checkFailed`: the command said why already).
  package static func text(for error: CommandError, commands: [CommandSpec], style: TerminalStyle)
    -> String
  {
    let label = style.red("Error:")
    switch error {
    case .usage(let message, let commandName):
      let command = commands.first { $0.name == commandName }
      let usage = command.map(HelpRenderer.usage(for:)) ?? "\(HelpRenderer.toolName) <subcommand>"
      let helpCommand =
        command.map { "\(HelpRenderer.toolName) \($0.name) --help" }
        ?? "\(HelpRenderer.toolName) --help"
      let usageLines = HelpRenderer.wrap(usage, indent: "       ", first: "Usage: ")
      return
        ([label + " " + message] + usageLines + ["  See '\(helpCommand)' for more information."])
        .joined(separator: "\n")
    case .badInput(let diagnostics):
      return diagnostics.map { diagnostic in
        guard diagnostic.location == nil, diagnostic.severity == .error else {
          return diagnostic.rendered(style: style)
        }
        return ([label + " " + diagnostic.message] + diagnostic.notes.map { "  " + $0 })
          .joined(separator: "\n")
      }.joined(separator: "\n")
    case .checkFailed:
      return ""
    case .internalError(let message):
      return """
        \(label) internal error: \(message)
          This is a bug in vipkit. Please report it with the command you ran.
        """
    }
  }
}
