import Foundation

/// What a team commits to gate later runs against (`--write-baseline`, `--baseline`): the
/// score, and the mutants no test detected, by stable ID (`Mutant.key`). A later run fails
/// on a mutant undetected that the baseline does not have (a test deleted or weakened, code
/// added with no test) and on a score more than `--max-drop` points under the baseline's; an
/// edit elsewhere in a file changes no ID, so it fails nothing.
package struct MutationBaseline: Codable, Sendable, Equatable {
  package struct Mutant: Codable, Sendable, Equatable {
    package var key: String
    package var file: String
    package var line: Int
    package var `operator`: String
    package var diff: String
  }

  package var version = 1
  package var package: String
  /// The score of the run it was written from, in percent; `null` when no mutant ran.
  package var score: Double?
  /// The mutants no test detected (survived, or in code no test runs), by ID.
  package var undetected: [Mutant]

  package init(_ report: MutationReport) {
    package = report.package
    score = report.score
    undetected = report.undetected.map {
      Mutant(
        key: $0.entry.key ?? "", file: $0.file, line: $0.entry.line,
        operator: $0.entry.operator, diff: MutationReport.Undetected.change($0.entry.diff))
    }
  }

  /// How a run compares with the baseline.
  package struct Verdict: Sendable {
    /// Undetected mutants the baseline does not have.
    package var new: [MutationReport.Undetected]
    /// Baseline mutants now detected (or gone).
    package var fixed: Int
    /// Points the score fell, when it fell more than allowed.
    package var drop: Double?
    package var passed: Bool { new.isEmpty && drop == nil }
  }

  /// `report` against this baseline, a drop of up to `maxDrop` points allowed.
  package func judge(_ report: MutationReport, maxDrop: Double) -> Verdict {
    let known = Set(undetected.map(\.key))
    let now = report.undetected
    let new = now.filter { known.contains($0.entry.key ?? "") == false }
    let still = Set(now.compactMap(\.entry.key))
    let fixed = undetected.filter { !still.contains($0.key) }.count
    var drop: Double?
    if let before = score, let after = report.score, before - after > maxDrop + 1e-9 {
      drop = before - after
    }
    return Verdict(new: new, fixed: fixed, drop: drop)
  }

  /// What the verdict says, a line each: the new survivors where they are, the drop.
  package static func describe(
    _ verdict: Verdict, baseline: MutationBaseline, report: MutationReport, file: String,
    maxDrop: Double
  ) -> String {
    var lines: [String] = []
    let score = report.score.map(MutationReport.percent) ?? "none"
    let before = baseline.score.map(MutationReport.percent) ?? "none"
    if verdict.new.isEmpty {
      lines.append(
        "Baseline \(file): no mutant undetected that it does not have"
          + (verdict.fixed > 0 ? " (\(verdict.fixed) of its own detected now)" : "")
          + "; score \(score) (baseline \(before)).")
    } else {
      let noun = verdict.new.count == 1 ? "mutant" : "mutants"
      lines.append(
        "Baseline \(file): \(verdict.new.count) \(noun) undetected that it does not have:")
      for mutant in verdict.new {
        lines.append(
          "  \(mutant.file):\(mutant.entry.line):\(mutant.entry.column)  \(mutant.entry.operator)  "
            + "\(MutationReport.Undetected.change(mutant.entry.diff))  [\(mutant.entry.key ?? "")]")
      }
    }
    if let drop = verdict.drop {
      lines.append(
        "The score fell \(String(format: "%.1f", drop)) points: \(score) against the baseline's "
          + "\(before) (--max-drop \(MutationReport.percent(maxDrop).dropLast())).")
    }
    return lines.joined(separator: "\n")
  }
}
