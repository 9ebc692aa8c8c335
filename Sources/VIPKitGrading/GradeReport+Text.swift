import VIPKitCore

extension GradeReport {
  /// The report for a person: per exercise a table of its rubric items (points and maximum),
  /// each lost point explained under its item, then the total.
  package func text(style: TerminalStyle) -> String {
    var lines = ["Grade of \(submission)", ""]
    let width = 64
    func row(_ label: String, _ score: Double, _ maximum: Double, indent: String) -> String {
      let points = "\(Points.text(score)) / \(Points.text(maximum))"
      let padding = max(1, width - indent.count - label.count - points.count)
      return indent + label + String(repeating: " ", count: padding) + points
    }
    for exercise in exercises {
      let full = exercise.score >= exercise.maximum
      let line = row(
        "\(String(format: "%02d", exercise.number))  \(exercise.title)", exercise.score,
        exercise.maximum, indent: "  ")
      lines.append((full ? style.green("✔") : style.red("✘")) + line.dropFirst())
      switch exercise.status {
      case .missing:
        lines.append("      Not submitted: the submission has no folder \(exercise.name).")
      case .doesNotCompile:
        lines.append("      Does not compile, so every point is lost. The compiler says:")
        lines += exercise.compilerErrors.map { "        " + $0 }
      case .graded:
        for item in exercise.items {
          lines.append(row(item.title, item.score, item.maximum, indent: "      "))
          for check in item.checks where check.score < check.maximum {
            let lost = Points.text(check.maximum - check.score)
            lines.append("        − \(lost)  \(check.name)")
            for message in check.explanation {
              lines += message.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "            " + $0 }
            }
          }
        }
      }
      lines += exercise.notes.map { "      Note: " + $0 }
    }
    lines.append("")
    lines += notes.map { "Note: " + $0 }
    let percent = Points.text(Points.rounded(self.percent * 10) / 10)
    lines.append(
      style.bold("Total: \(Points.text(score)) / \(Points.text(maximum)) (\(percent)%)"))
    return lines.joined(separator: "\n")
  }
}
