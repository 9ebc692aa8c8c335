import VIPKitCore

/// The report as GitHub Actions workflow commands: a warning per survivor, on its line of the
/// pull request's diff (with `--since origin/main`, only the lines the pull request changed),
/// and a notice with the score.
extension MutationReport {
  package func github() -> String {
    var lines = undetected.map { mutant in
      WorkflowCommand.warning(
        file: mutant.file, line: mutant.entry.line, column: mutant.entry.column,
        title: "Mutant \(mutant.entry.status == .noCoverage ? "not tested" : "survived")",
        message: mutant.message
          + (mutant.suggestion.map { "\n" + $0.prefix(1).uppercased() + $0.dropFirst() } ?? ""))
    }
    lines.append("::notice title=vipkit mutate::" + WorkflowCommand.escapeData(scoreLine))
    return lines.joined(separator: "\n") + "\n"
  }
}
