import Foundation
import Testing
import VIPKitCore

@testable import VIPKitMutation

/// The report where teams read warnings: Xcode's issue navigator, a pull request's diff,
/// code scanning (SARIF), a CI job's summary (Markdown). Each is a rendering of the one
/// report; only the mutants no test detected are warnings.
@Suite("mutate's formats: Xcode, GitHub, SARIF, Markdown")
struct ReportFormatTests {
  static func entry(
    _ id: Int, _ status: Mutant.Status, line: Int, op: String = "boundary",
    diff: String = "if count >= 8 {  →  if count > 8 {", suggestion: TestSuggestion? = nil
  ) -> MutationReport.Entry {
    MutationReport.Entry(
      id: id, status: status, line: line, column: 12, operator: op, diff: diff,
      suggestedTest: suggestion)
  }

  static func report(shift: Int = 0) -> MutationReport {
    let suggestion = TestSuggestion(
      code: "@Test func eightCharactersScore() {\n  #expect(score(\"abcdefgh\") == 1)\n}",
      summary: "a password of exactly 8 characters", framework: "swift-testing", verified: true)
    return MutationReport(
      package: "Strength",
      entries: [
        (
          "Sources/A,B/Rules:1.swift", entry(1, .survived, line: 11 + shift, suggestion: suggestion)
        ),
        ("Sources/A,B/Rules:1.swift", entry(2, .killed, line: 14 + shift)),
        ("Sources/A,B/Rules:1.swift", entry(3, .timedOut, line: 20 + shift)),
        (
          "Sources/Label.swift",
          entry(4, .noCoverage, line: 3, op: "string", diff: "\"a|b\"  →  \"\"")
        ),
        ("Sources/Label.swift", entry(5, .unviable, line: 5)),
      ],
      timing: .init(totalSeconds: 1, buildSeconds: 0, baselineSeconds: 0, secondsPerMutant: 0),
      selection: .init(), shard: nil)
  }

  @Test("Xcode: a warning per undetected mutant at its absolute path, the suggested test as a note")
  func xcode() {
    let lines = Self.report().xcode(sources: URL(fileURLWithPath: "/work/app")).split(
      separator: "\n"
    ).map(String.init)
    #expect(
      lines[0]
        == "/work/app/Sources/A,B/Rules:1.swift:11:12: warning: mutant survived (boundary): "
        + "if count >= 8 { → if count > 8 {; no test failed")
    #expect(
      lines[1]
        == "/work/app/Sources/A,B/Rules:1.swift:11:12: note: a test that catches it: "
        + "@Test func eightCharactersScore() {")
    #expect(lines[2].hasPrefix("/work/app/Sources/Label.swift:3:12: warning: mutant not tested"))
    #expect(
      lines.count == 4
        && lines[3].hasPrefix("Mutation score 50% (killed 1, timed out 1, survived 1, no tests 1"),
      "\(lines)")
  }

  @Test("GitHub: workflow commands with their properties escaped, and the score as a notice")
  func github() {
    let lines = Self.report().github().split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("::warning file=Sources/A%2CB/Rules%3A1.swift,line=11,col=12,"))
    #expect(lines[0].contains("title=Mutant survived::mutant survived (boundary)"))
    #expect(lines[0].contains("%0AA test that catches it: @Test func eightCharactersScore()"))
    #expect(lines[2].hasPrefix("::notice title=vipkit mutate::Mutation score 50%25 (killed 1"))
  }

  @Test(
    "SARIF: a rule per operator, a result per undetected mutant, fingerprints that ignore the line")
  func sarif() throws {
    func log(_ report: MutationReport) throws -> [String: Any] {
      let data = Data(try JSONOutput.encode(report.sarif).utf8)
      return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
    let json = try log(Self.report())
    #expect(json["version"] as? String == "2.1.0")
    let run = try #require((json["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.map { $0["ruleId"] as? String } == ["boundary", "string"])
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.map { $0["id"] as? String } == ["boundary", "string"])
    // The same survivor three lines lower is the same alert.
    let moved = try log(Self.report(shift: 3))
    let movedResults = try #require((moved["runs"] as? [[String: Any]])?.first?["results"])
    #expect(
      (results.map { $0["partialFingerprints"] as? [String: String] })
        == ((movedResults as? [[String: Any]])?.map {
          $0["partialFingerprints"] as? [String: String]
        }))
  }

  @Test("Markdown: the score and a table of undetected mutants, cells escaped")
  func markdown() {
    let text = Self.report().markdown()
    #expect(text.hasPrefix("## Mutation testing: Strength\n\n**Mutation score 50% ("))
    #expect(text.contains("| survived | `Sources/A,B/Rules:1.swift:11` | boundary |"))
    #expect(text.contains("`\"a\\|b\" → \"\"`"), "\(text)")
    #expect(!text.contains("| killed"))
  }
}
