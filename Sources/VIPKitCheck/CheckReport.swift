import VIPKitCore

/// What `vipkit check` found: the findings to report (new ones, with a baseline), and how
/// many files were read and findings baselined. Renderers turn it into text, JSON, SARIF or
/// GitHub annotations.
package struct CheckReport: Sendable {
  package var findings: [Finding]
  package var files: Int
  package var baselined = 0
  /// The VIP scenes the rules looked at, by name; nil when not known (a report built from
  /// findings alone).
  package var scenes: [String]?
  package var candidates: [MoveCandidate] = []

  package init(
    findings: [Finding], files: Int, baselined: Int = 0, scenes: [String]? = nil,
    candidates: [MoveCandidate] = []
  ) {
    self.findings = findings
    self.files = files
    self.baselined = baselined
    self.scenes = scenes
    self.candidates = candidates
  }

  /// The `--format json` document: `{"version": 1, "scenes": [...], "findings": [...]}`, and
  /// `candidates` when they were asked for.
  package struct Document: Encodable {
    let version = 1
    let scenes: [String]?
    let findings: [Finding]
    let candidates: [MoveCandidate]?
  }

  package func document(withCandidates: Bool = false) -> Document {
    Document(
      scenes: scenes, findings: findings, candidates: withCandidates ? candidates : nil)
  }

  /// `path:line:column: warning: [VIP004] message`, then the fix and where the course teaches
  /// it, as compilers print diagnostics (Xcode and editors jump to them); a summary last.
  package func text(style: TerminalStyle = .plain) -> String {
    let catalog = Dictionary(Checker.catalog.map { ($0.id, $0) }) { first, _ in first }
    var lines: [String] = []
    for finding in findings {
      lines.append(
        style.bold("\(finding.file):\(finding.line):\(finding.column):") + " "
          + style.yellow("warning:") + " [\(finding.rule)] \(finding.message)")
      lines.append("  fix: \(finding.fix)")
      if let exercise = catalog[finding.rule]?.exercise {
        lines.append("  see: \(exercise)")
      }
    }
    if !candidates.isEmpty {
      lines.append(
        "Screens outside every VIP scene that a move to VIP would help (not findings):")
      for candidate in candidates {
        lines.append(
          "  \(candidate.file):\(candidate.line): \(candidate.type): "
            + candidate.reasons.joined(separator: ", "))
      }
    }
    lines.append(summary)
    return lines.joined(separator: "\n")
  }

  /// `2 findings in 7 files; 3 VIP scenes: A, B, C`, or why nothing was judged.
  package var summary: String {
    let noun = findings.count == 1 ? "finding" : "findings"
    let fileNoun = files == 1 ? "file" : "files"
    let base = baselined > 0 ? " (\(baselined) more in the baseline)" : ""
    if let scenes, scenes.isEmpty, findings.isEmpty {
      return "No VIP scene in \(files) \(fileNoun), so no rule applies: a scene is a view, "
        + "interactor and presenter tied by Clean Swift protocols or by the interactor holding "
        + "the presenter (Docs/check.md)."
    }
    let inScenes = scenes.map { "; \(Self.describe($0))" } ?? ""
    return findings.isEmpty
      ? "No VIP rule is broken in \(files) \(fileNoun)\(base)\(inScenes)."
      : "\(findings.count) \(noun) in \(files) \(fileNoun)\(base)\(inScenes)."
  }

  /// `3 VIP scenes: CreateOrder, ListOrders, ShowOrder`: the first eight named.
  static func describe(_ scenes: [String]) -> String {
    let shown = scenes.prefix(8).joined(separator: ", ")
    let more = scenes.count > 8 ? " and \(scenes.count - 8) more" : ""
    return "\(scenes.count) VIP scene\(scenes.count == 1 ? "" : "s"): \(shown)\(more)"
  }

  /// GitHub Actions workflow commands: one `::warning file=…,line=…,col=…,title=…::…` each.
  package func github() -> String {
    findings.map { finding in
      WorkflowCommand.warning(
        file: finding.file, line: finding.line, column: finding.column, title: finding.rule,
        message: "\(finding.message). Fix: \(finding.fix)")
    }.joined(separator: "\n")
  }
}
