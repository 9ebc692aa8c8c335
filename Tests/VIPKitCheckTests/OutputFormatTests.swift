import Foundation
import Testing
import VIPKitCore

@testable import VIPKitCheck

@Suite("The report's formats: text, JSON, SARIF and GitHub annotations")
struct OutputFormatTests {
  static let report: CheckReport = {
    let source = """
      final class LoginInteractor: LoginBusinessLogic {
        let formatter = DateFormatter()
        func login(request: Int) { FileManager.default.removeItem(atPath: "a,b:c") }
      }
      """
    let findings = Checker().check([
      ("Sources/Login/LoginInteractor.swift", Array(source.utf8)),
      ("Sources/Login/LoginProtocols.swift", Array(loginProtocols.utf8)),
    ])
    return CheckReport(findings: findings, files: 2)
  }()

  @Test("text: file:line:column: warning: [ID] message, the fix, the exercise, a summary")
  func text() {
    let lines = Self.report.text().split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Sources/Login/LoginInteractor.swift:2:19: warning: [VIP004] LoginInteractor formats "
        + "with DateFormatter: formatting is the presenter's job")
    #expect(lines[1].hasPrefix("  fix: Put the raw value"))
    #expect(lines[2] == "  see: Exercises/02-the-presenter")
    #expect(lines.last == "2 findings in 2 files.")
  }

  @Test("json: version 1, findings with rule, file, line, column, severity, message, fix")
  func json() throws {
    let text = try JSONOutput.encode(Self.report.document())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["version"] as? Int == 1)
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(findings.map { $0["rule"] as? String } == ["VIP004", "VIP013"])
    #expect(
      Set(findings[0].keys) == ["rule", "file", "line", "column", "severity", "message", "fix"])
    #expect(text.range(of: "\"column\"")!.lowerBound < text.range(of: "\"file\"")!.lowerBound)
  }

  @Test("sarif: 2.1.0 with the required keys, every rule described, results pointing at them")
  func sarif() throws {
    let text = try JSONOutput.encode(Self.report.sarif)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    #expect(log["$schema"] is String)
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "vipkit")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.count == 21)
    for rule in rules {
      #expect(rule["id"] is String)
      #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
    }
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 2)
    for result in results {
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
      #expect((result["message"] as? [String: Any])?["text"] is String)
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      #expect(
        (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
          == "Sources/Login/LoginInteractor.swift")
      #expect((physical["region"] as? [String: Any])?["startLine"] is Int)
    }
  }

  @Test("github: ::warning annotations with file, line, col and title, data escaped")
  func github() {
    let lines = Self.report.github().split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(
      lines[0].hasPrefix(
        "::warning file=Sources/Login/LoginInteractor.swift,line=2,col=19,title=VIP004::"))
    #expect(WorkflowCommand.escapeProperty("a,b:c%") == "a%2Cb%3Ac%25")
    #expect(WorkflowCommand.escapeData("one\ntwo") == "one%0Atwo")
  }
}
