import VIPKitCore

/// The report as GitHub Actions workflow commands: a warning per survivor (with `timeouts`,
/// per time-out too), on its line of the
/// pull request's diff (with `--since origin/main`, only the lines the pull request changed),
/// and a notice with the score.
extension MutationReport {
  package func github(timeouts: Bool = false) -> String {
    var lines = warnings(timeouts: timeouts).map { mutant in
      WorkflowCommand.warning(
        file: mutant.file, line: mutant.entry.line, column: mutant.entry.column,
        title: "Mutant " + mutant.state,
        message: mutant.message
          + (mutant.suggestion.map { "\n" + $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""))
    }
    lines.append("::notice title=vipkit mutate::" + WorkflowCommand.escapeData(scoreLine))
    return lines.joined(separator: "\n") + "\n"
  }
}
