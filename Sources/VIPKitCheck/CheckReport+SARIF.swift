import VIPKitCore

/// The check's findings as SARIF (`SARIFLog`): its rules with their reasons and fixes, one
/// result per finding with a fingerprint of the line's tokens, which survives edits above it.
extension CheckReport {
  /// The report as one SARIF log.
  package var sarif: SARIFLog {
    let catalog = Checker.catalog
    let rules = catalog.map { info in
      SARIFLog.Rule(
        id: info.id, name: info.name, short: info.reason,
        full: "\(info.reason). Taught in \(info.exercise).", help: info.fix)
    }
    let results = findings.map { finding in
      SARIFLog.Result(
        rule: finding.rule, index: catalog.firstIndex { $0.id == finding.rule } ?? 0,
        message: "\(finding.message). Fix: \(finding.fix)", file: finding.file,
        line: finding.line, column: finding.column,
        fingerprints: ["vipkitLine/v1": Baseline.fingerprint(finding.lineText)])
    }
    return SARIFLog(tool: "vipkit", version: VIPKitVersion.current, rules: rules, results: results)
  }
}
