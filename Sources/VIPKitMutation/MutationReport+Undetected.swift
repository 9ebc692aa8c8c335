import VIPKitCore

/// What each undetected mutant says where a team reads warnings (Xcode, a pull request, code
/// scanning, a CI job's page): the mutants no test noticed (`survived`) and those in code no
/// test runs (`noCoverage`), each with its file, the change and why it matters. Killed,
/// timed-out (detected) and unviable mutants are not warnings.
extension MutationReport {
  /// One mutant to warn about.
  package struct Undetected: Sendable {
    package var file: String
    package var entry: Entry

    /// The warning's sentence: what changed and that no test failed (or, for a time-out
    /// shown with `--warn-timeouts`, that the tests ran out of time).
    package var message: String {
      "mutant \(state) (\(entry.operator)): \(Self.change(entry.diff)); " + why
    }

    /// "survived", "not tested", "timed out".
    package var state: String {
      switch entry.status {
      case .noCoverage: "not tested"
      case .timedOut: "timed out"
      default: "survived"
      }
    }

    private var why: String {
      switch entry.status {
      case .noCoverage: "no test runs this code"
      case .timedOut:
        "the tests ran past their time limit (counted as detected: a hang the change causes, "
          + "or a test too slow for the limit)"
      default: "no test failed"
      }
    }

    /// With `--suggest-tests`: "a test that catches it: " and the suggested test's first line,
    /// or, when no test could be written, "to catch it: " and what a test must do.
    package var suggestion: String? {
      guard let test = entry.suggestedTest else { return nil }
      if let first = test.code?.split(separator: "\n").first {
        return "a test that catches it: \(first)"
      }
      return "to catch it: \(test.summary)"
    }

    /// `before  →  after` with its runs of blanks made one.
    static func change(_ diff: String) -> String {
      diff.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
  }

  /// The survivors and untested mutants, by file, then line and column.
  package var undetected: [Undetected] { warnings(timeouts: false) }

  /// The undetected mutants and, with `timeouts`, the timed-out ones (`--warn-timeouts`):
  /// detected, but a time-out may be a test too slow for its limit, which a team may want to
  /// see where it reads warnings.
  package func warnings(timeouts: Bool) -> [Undetected] {
    files.flatMap { file in
      file.mutants.filter {
        $0.status == .survived || $0.status == .noCoverage || (timeouts && $0.status == .timedOut)
      }
      .sorted { ($0.line, $0.column, $0.id) < ($1.line, $1.column, $1.id) }
      .map { Undetected(file: file.file, entry: $0) }
    }
  }

  /// The score line every format ends with: "Mutation score 87.5% (killed 14, …)".
  package var scoreLine: String {
    let counted =
      "killed \(counts.killed), timed out \(counts.timedOut), survived \(counts.survived), "
      + "no tests \(counts.noCoverage); unviable \(counts.unviable)"
    guard let score else { return "Mutation score: none, no mutant ran (\(counted))." }
    return "Mutation score \(Self.percent(score)) (\(counted))."
  }
}
