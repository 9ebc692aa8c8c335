import VIPKitCore

/// What `vipkit check` found: the findings to report (new ones, with a baseline), and how
/// many files were read and findings baselined. Renderers turn it into text, JSON, SARIF or
/// GitHub annotations.
package struct CheckReport: Sendable {
  package var findings: [Finding]
  package var files: Int
  package var baselined = 0

  package init(findings: [Finding], files: Int, baselined: Int = 0) {
    self.findings = findings
    self.files = files
    self.baselined = baselined
  }

  /// The `--format json` document: `{"version": 1, "findings": [...]}`.
  package struct Document: Encodable {
    let version = 1
    let findings: [Finding]
  }

  package var document: Document { Document(findings: findings) }

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
    lines.append(summary)
    return lines.joined(separator: "\n")
  }

  /// `2 findings in 7 files (3 more in the baseline).`
  package var summary: String {
    let noun = findings.count == 1 ? "finding" : "findings"
    let fileNoun = files == 1 ? "file" : "files"
    let base = baselined > 0 ? " (\(baselined) more in the baseline)" : ""
    return findings.isEmpty
      ? "No VIP rule is broken in \(files) \(fileNoun)\(base)."
      : "\(findings.count) \(noun) in \(files) \(fileNoun)\(base)."
  }

  /// GitHub Actions workflow commands: one `::warning file=…,line=…,col=…,title=…::…` each.
  package func github() -> String {
    findings.map { finding in
      let message = Self.escapeData("\(finding.message). Fix: \(finding.fix)")
      return "::warning file=\(Self.escapeProperty(finding.file)),line=\(finding.line),"
        + "col=\(finding.column),title=\(finding.rule)::\(message)"
    }.joined(separator: "\n")
  }

  /// A workflow command's message: `%`, CR and LF escaped.
  static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property: also `:` and `,`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
