import VIPKitCore

/// SARIF 2.1.0, the format GitHub code scanning reads: one run of the tool `vipkit`, its rules
/// with their reasons and fixes, and one result per finding with a fingerprint that survives
/// edits above the line.
extension CheckReport {
  package struct SARIF: Encodable {
    let version = "2.1.0"
    let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    let runs: [Run]

    enum CodingKeys: String, CodingKey {
      case version, runs
      case schema = "$schema"
    }

    struct Run: Encodable {
      let tool: Tool
      let results: [Result]
    }
    struct Tool: Encodable { let driver: Driver }
    struct Driver: Encodable {
      let name = "vipkit"
      let version: String
      let rules: [RuleDescriptor]
    }
    struct Text: Encodable { let text: String }
    struct RuleDescriptor: Encodable {
      let id: String
      let name: String
      let shortDescription: Text
      let fullDescription: Text
      let help: Text
      let defaultConfiguration = Configuration()
    }
    struct Configuration: Encodable { var level = "warning" }
    struct Result: Encodable {
      let ruleId: String
      let ruleIndex: Int
      let level = "warning"
      let message: Text
      let locations: [Location]
      let partialFingerprints: [String: String]
    }
    struct Location: Encodable { let physicalLocation: PhysicalLocation }
    struct PhysicalLocation: Encodable {
      let artifactLocation: ArtifactLocation
      let region: Region
    }
    struct ArtifactLocation: Encodable { let uri: String }
    struct Region: Encodable {
      let startLine: Int
      let startColumn: Int
    }
  }

  /// The report as one SARIF log.
  package var sarif: SARIF {
    let catalog = Checker.catalog
    let rules = catalog.map { info in
      SARIF.RuleDescriptor(
        id: info.id, name: info.name, shortDescription: .init(text: info.reason),
        fullDescription: .init(text: "\(info.reason). Taught in \(info.exercise)."),
        help: .init(text: info.fix))
    }
    let results = findings.map { finding in
      SARIF.Result(
        ruleId: finding.rule,
        ruleIndex: catalog.firstIndex { $0.id == finding.rule } ?? 0,
        message: .init(text: "\(finding.message). Fix: \(finding.fix)"),
        locations: [
          .init(
            physicalLocation: .init(
              artifactLocation: .init(uri: finding.file),
              region: .init(startLine: finding.line, startColumn: finding.column)))
        ],
        partialFingerprints: ["vipkitLine/v1": Baseline.fingerprint(finding.lineText)])
    }
    return SARIF(
      runs: [
        .init(
          tool: .init(driver: .init(version: VIPKitVersion.current, rules: rules)),
          results: results)
      ])
  }
}
