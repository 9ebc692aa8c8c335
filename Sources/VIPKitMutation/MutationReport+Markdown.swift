/// The report as Markdown, for a CI job's summary page (`>> $GITHUB_STEP_SUMMARY`) or a pull
/// request comment: the score, the counts, and a table of the mutants no test detected.
extension MutationReport {
  package func markdown() -> String {
    var lines = ["## Mutation testing: \(Self.cell(package))", "", "**\(scoreLine)**", ""]
    let mutants = undetected
    if mutants.isEmpty {
      lines.append("Every mutant that ran was detected.")
    } else {
      lines.append("| status | where | operator | change |")
      lines.append("|---|---|---|---|")
      for mutant in mutants {
        let status = mutant.entry.status == .noCoverage ? "not tested" : "survived"
        lines.append(
          "| \(status) | `\(Self.cell(mutant.file)):\(mutant.entry.line)` | "
            + "\(Self.cell(mutant.entry.operator)) | "
            + "`\(Self.cell(Undetected.change(mutant.entry.diff)))` |")
      }
      lines.append("")
      lines.append(
        "Each is a change no test noticed: write the test that fails on it, or mark the line "
          + "`// vipkit:disable-next-line` if the change is equivalent (say why).")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Text for a table cell: `|` escaped, backticks made quotes (they would end the code span),
  /// line breaks made spaces.
  static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
      .replacingOccurrences(of: "\n", with: " ")
  }
}
