/// SARIF 2.1.0, the format GitHub code scanning and other static-analysis viewers read: one
/// run of one tool, its rules with their descriptions, and one result per finding with a
/// fingerprint that survives edits elsewhere in the file. `check` writes its findings in it,
/// `mutate` its survivors.
package struct SARIFLog: Encodable, Sendable {
  let version = "2.1.0"
  let schema = "https://json.schemastore.org/sarif-2.1.0.json"
  package let runs: [Run]

  enum CodingKeys: String, CodingKey {
    case version, runs
    case schema = "$schema"
  }

  package init(tool: String, version: String, rules: [Rule], results: [Result]) {
    runs = [
      Run(tool: .init(driver: .init(name: tool, version: version, rules: rules)), results: results)
    ]
  }

  package struct Run: Encodable, Sendable {
    let tool: Tool
    package let results: [Result]
  }
  struct Tool: Encodable, Sendable { let driver: Driver }
  struct Driver: Encodable, Sendable {
    let name: String
    let version: String
    let rules: [Rule]
  }
  package struct Text: Encodable, Sendable {
    let text: String
    package init(_ text: String) { self.text = text }
  }
  package struct Rule: Encodable, Sendable {
    let id: String
    let name: String
    let shortDescription: Text
    let fullDescription: Text
    let help: Text
    let defaultConfiguration = Configuration()

    package init(id: String, name: String, short: String, full: String, help: String) {
      self.id = id
      self.name = name
      shortDescription = Text(short)
      fullDescription = Text(full)
      self.help = Text(help)
    }
  }
  struct Configuration: Encodable, Sendable { var level = "warning" }
  package struct Result: Encodable, Sendable {
    let ruleId: String
    let ruleIndex: Int
    let level = "warning"
    let message: Text
    let locations: [Location]
    let partialFingerprints: [String: String]

    /// A warning of `rule` (the index of its rule in the run) at `file:line:column`.
    package init(
      rule: String, index: Int, message: String, file: String, line: Int, column: Int,
      fingerprints: [String: String]
    ) {
      ruleId = rule
      ruleIndex = index
      self.message = Text(message)
      locations = [
        .init(
          physicalLocation: .init(
            artifactLocation: .init(uri: file),
            region: .init(startLine: line, startColumn: column)))
      ]
      partialFingerprints = fingerprints
    }
  }
  struct Location: Encodable, Sendable { let physicalLocation: PhysicalLocation }
  struct PhysicalLocation: Encodable, Sendable {
    let artifactLocation: ArtifactLocation
    let region: Region
  }
  struct ArtifactLocation: Encodable, Sendable { let uri: String }
  struct Region: Encodable, Sendable {
    let startLine: Int
    let startColumn: Int
  }
}
