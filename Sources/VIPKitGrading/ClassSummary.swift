import Foundation

/// `summary.md`: how the class did, for the instructor who reads one page, not thirty reports.
/// Per exercise the mean, the median and how the scores spread; the rubric items most often
/// lost; and the students whose grading met something out of the ordinary, each with why.
struct ClassSummary {
  /// Exercises: number, title, points.
  let plan: [(Int, String, Double)]
  let entries: [ClassEntry]

  func markdown() -> String {
    var lines = ["# Class summary", ""]
    let noun = entries.count == 1 ? "student" : "students"
    lines.append("\(entries.count) \(noun), \(plan.count) exercises.")
    lines.append("")
    lines.append("| exercise | points | mean | median | under 50% | 50–89% | 90–99% | full marks |")
    lines.append("|---|---|---|---|---|---|---|---|")
    for (number, title, points) in plan {
      let scores = entries.map { entry in
        entry.exercises.first { $0.number == number }?.score ?? 0
      }
      lines.append(row(String(format: "%02d", number) + " " + title, scores, maximum: points))
    }
    let total = plan.reduce(0) { $0 + $1.2 }
    lines.append(row("**total**", entries.map(\.score), maximum: total))
    lines.append("")
    lines.append("## Points most often lost")
    lines.append("")
    var losses: [String: Int] = [:]
    for entry in entries {
      for item in Set(entry.exercises.flatMap(\.lost)) { losses[item, default: 0] += 1 }
    }
    let ranked = losses.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(10)
    if ranked.isEmpty {
      lines.append("No student lost a point.")
    } else {
      for (item, count) in ranked {
        lines.append("- \(item): \(count) of \(entries.count) \(noun)")
      }
    }
    lines.append("")
    lines.append("## Gradings that need a look")
    lines.append("")
    let flagged = entries.filter { !$0.problems.isEmpty }
    if flagged.isEmpty {
      lines.append("None: every submission built, ran and stayed within bounds.")
    } else {
      for entry in flagged {
        let who = entry.name.isEmpty ? entry.key : "\(entry.key) (\(entry.name))"
        lines.append("- \(who): \(entry.problems.joined(separator: "; "))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func row(_ label: String, _ scores: [Double], maximum: Double) -> String {
    guard !scores.isEmpty, maximum > 0 else {
      return "| \(label) | \(Points.text(maximum)) | | | | | | |"
    }
    let mean = scores.reduce(0, +) / Double(scores.count)
    let sorted = scores.sorted()
    let median =
      sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    let fractions = scores.map { $0 / maximum }
    let under = fractions.filter { $0 < 0.5 }.count
    let middle = fractions.filter { $0 >= 0.5 && $0 < 0.9 }.count
    let high = fractions.filter { $0 >= 0.9 && $0 < 1 }.count
    let full = fractions.filter { $0 >= 1 }.count
    return "| \(label) | \(Points.text(maximum)) | \(Points.text(mean)) | \(Points.text(median)) "
      + "| \(under) | \(middle) | \(high) | \(full) |"
  }
}
