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

  @Test("--warn-timeouts: a time-out is a warning too, saying why it may be one")
  func timeouts() {
    let sources = URL(fileURLWithPath: "/work/app")
    #expect(!Self.report().xcode(sources: sources).contains("timed out (boundary)"))
    let lines = Self.report().xcode(sources: sources, timeouts: true).split(separator: "\n")
    #expect(
      lines.contains {
        $0.hasPrefix("/work/app/Sources/A,B/Rules:1.swift:20:12: warning: mutant timed out ")
          && $0.contains("counted as detected")
      })
    #expect(lines.filter { $0.contains(": warning: ") }.count == 3)
    #expect(Self.report().github(timeouts: true).contains("title=Mutant timed out::"))
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

  /// Our own JSON Schema of the mutation-testing-elements report, written from the format's
  /// published description.
  static func schema() throws -> JSONSchemaCheck {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Schemas/mutation-testing-report.schema.json")
    return JSONSchemaCheck(schema: try JSONValue.parse(String(contentsOf: url, encoding: .utf8)))
  }

  /// The report's mutation-testing-elements JSON, parsed back.
  static func testingReport(
    _ report: MutationReport, source: (String) -> String?,
    testFiles: [(path: String, text: String)] = []
  ) throws -> JSONValue {
    try JSONValue.parse(
      JSONOutput.encode(
        report.mutationTestingReport(
          source: source, testFiles: testFiles, projectRoot: "/work/app", threshold: 70, ci: true)
      ))
  }

  @Test(
    "the schema check finds what breaks the schema: a check that passes everything proves nothing")
  func schemaCheckFails() throws {
    let schema = try Self.schema()
    #expect(schema.problems(try JSONValue.parse(#"{"schemaVersion": "2"}"#)).count == 2)
    let bad = """
      {"schemaVersion": "3", "thresholds": {"high": 80, "low": 101}, "files": {"A.swift":
        {"language": "swift", "source": "", "mutants": [{"id": "1", "mutatorName": "m",
        "status": "Dead", "location": {"start": {"line": 0, "column": 1}}}]}}}
      """
    #expect(
      Set(schema.problems(try JSONValue.parse(bad))) == [
        #"$.schemaVersion: "3" does not match ^[12](\.(0|[1-9][0-9]*)){0,2}$"#,
        "$.thresholds.low: 101.0 is over 100.0",
        #"$.files[A.swift].mutants[0].status: string("Dead") is not one of the allowed values"#,
        "$.files[A.swift].mutants[0].location: end is required",
        "$.files[A.swift].mutants[0].location.start.line: 0.0 is under 1.0",
      ])
    #expect(
      schema.problems(
        try JSONValue.parse(
          #"{"schemaVersion": "2", "thresholds": {"high": true, "low": 1}, "files": {}}"#))
        == ["$.thresholds.high: not of type integer"])
  }

  @Test(
    "mutation-testing-elements: every mutant by stable ID and status, columns in characters, tests in their files; valid"
  )
  func mutationTestingReport() throws {
    var report = Self.report()
    report.tests = [
      "StrengthTests.RulesTests/testEight", "StrengthTests.RulesTests/boundary()",
      "StrengthTests.loose()",
    ]
    let source = "let é = 1\n" + String(repeating: "\n", count: 9) + "    if count >= 8 {\n"
    let tests = [
      (
        path: "Tests/StrengthTests/RulesTests.swift",
        text: "final class RulesTests: XCTestCase {\n  func testEight() {}\n}\n"
      ),
      (path: "Tests/StrengthTests/Other.swift", text: "@Test func other() {}\n"),
    ]
    let json = try Self.testingReport(
      report, source: { $0.hasPrefix("Sources/A") ? source : nil }, testFiles: tests)
    #expect(try Self.schema().problems(json) == [])
    #expect(json["schemaVersion"] == .string("2"))
    #expect(json["thresholds"] == .object(["high": .integer(80), "low": .integer(70)]))
    guard case .object(let files) = json["files"],
      case .array(let mutants) = files["Sources/A,B/Rules:1.swift"]?["mutants"]
    else {
      Issue.record("no mutants: \(json)")
      return
    }
    #expect(files["Sources/A,B/Rules:1.swift"]?["source"] == .string(source))
    #expect(
      mutants.map { $0["status"] } == [.string("Survived"), .string("Timeout"), .string("Killed")])
    guard case .array(let label) = files["Sources/Label.swift"]?["mutants"] else {
      Issue.record("no mutants in Label.swift: \(json)")
      return
    }
    #expect(label.map { $0["status"] } == [.string("NoCoverage"), .string("CompileError")])
    #expect(
      mutants[0]["statusReason"]
        == .string(
          "Every test that reaches it passed. A test that catches it: @Test func eightCharactersScore() {."
        ))
    // A report from before version 3 (no end, no replacement): the rest of the line is
    // marked, and no replacement is made up.
    #expect(
      mutants[0]["location"]
        == .object([
          "start": .object(["line": .integer(11), "column": .integer(12)]),
          "end": .object(["line": .integer(11), "column": .integer(20)]),
        ]))
    #expect(mutants[0]["replacement"] == nil)
    // The unreadable file keeps its byte columns, and an empty source.
    #expect(files["Sources/Label.swift"]?["source"] == .string(""))
    #expect(
      label.first?["location"]
        == .object([
          "start": .object(["line": .integer(3), "column": .integer(12)]),
          "end": .object(["line": .integer(3), "column": .integer(13)]),
        ]))
    // Tests: in the file that declares them (with the function's place), else by their type.
    guard case .object(let testFiles) = json["testFiles"] else {
      Issue.record("no testFiles")
      return
    }
    #expect(
      Set(testFiles.keys) == ["Tests/StrengthTests/RulesTests.swift", "StrengthTests"])
    #expect(
      testFiles["Tests/StrengthTests/RulesTests.swift"]?["tests"]
        == .array([
          .object([
            "id": .string("StrengthTests.RulesTests/boundary()"), "name": .string("boundary()"),
          ]),
          .object([
            "id": .string("StrengthTests.RulesTests/testEight"), "name": .string("testEight"),
            "location": .object(["start": .object(["line": .integer(2), "column": .integer(8)])]),
          ]),
        ]))
  }

  @Test(
    "mutation-testing-elements: character columns where the line has a multi-byte character before the mutant"
  )
  func characterColumns() throws {
    // `é` is two bytes, one character: byte column 12 is character column 11.
    let entry = MutationReport.Entry(
      id: 1, status: .survived, line: 1, column: 12, operator: "boundary",
      diff: "a >= b  →  a > b", key: "0123456789ab", replacement: ">", endLine: 1, endColumn: 14)
    let report = MutationReport(
      package: "P", entries: [("Sources/P.swift", entry)],
      timing: .init(totalSeconds: 3, buildSeconds: 1, baselineSeconds: 1, secondsPerMutant: 1),
      selection: .init(), shard: nil)
    let json = try Self.testingReport(report, source: { _ in "let é = a >= b\n" })
    guard case .array(let mutants) = json["files"]?["Sources/P.swift"]?["mutants"] else {
      Issue.record("no mutants: \(json)")
      return
    }
    #expect(
      mutants.first?["location"]
        == .object([
          "start": .object(["line": .integer(1), "column": .integer(11)]),
          "end": .object(["line": .integer(1), "column": .integer(13)]),
        ]))
    #expect(mutants.first?["id"] == .string("0123456789ab"))
    #expect(mutants.first?["replacement"] == .string(">"))
    #expect(
      json["performance"]
        == .object([
          "setup": .integer(1000), "initialRun": .integer(1000), "mutation": .integer(1000),
        ]))
  }

  /// Every format of a report from a real run on `package`: each warns about exactly the
  /// undetected mutants, and the mutation-testing-elements JSON is valid, has every mutant,
  /// and names only tests it lists under their files.
  static func checkEveryFormat(_ report: MutationReport, package: URL) throws {
    let undetected = report.undetected
    #expect(!undetected.isEmpty, "the fixture should leave survivors to render")
    let xcode = report.xcode(sources: package).split(separator: "\n")
    #expect(xcode.filter { $0.contains(": warning: ") }.count == undetected.count)
    for mutant in undetected {
      let place =
        package.appendingPathComponent(mutant.file).path
        + ":\(mutant.entry.line):\(mutant.entry.column): warning: "
      #expect(xcode.contains { $0.hasPrefix(place) }, "\(place)")
    }
    #expect(
      report.github().split(separator: "\n").filter { $0.hasPrefix("::warning ") }.count
        == undetected.count)
    #expect(report.sarif.runs.first?.results.count == undetected.count)
    let markdown = report.markdown()
    for mutant in undetected {
      #expect(markdown.contains("`\(mutant.file):\(mutant.entry.line)`"))
    }
    let tests = SwiftFiles.find([package.appendingPathComponent("Tests")]).files.map {
      (
        path: SwiftFiles.displayPath($0, from: package),
        text: try! String(contentsOf: $0, encoding: .utf8)
      )
    }
    let json = try JSONValue.parse(
      JSONOutput.encode(
        report.mutationTestingReport(
          source: { try? String(contentsOf: package.appendingPathComponent($0), encoding: .utf8) },
          testFiles: tests, projectRoot: package.path, threshold: nil, ci: false)))
    #expect(try schema().problems(json) == [])
    guard case .object(let files) = json["files"], case .object(let testFiles) = json["testFiles"]
    else {
      Issue.record("no files or testFiles: \(json)")
      return
    }
    var mutants: [JSONValue] = []
    for case .array(let list) in files.values.compactMap({ $0["mutants"] }) { mutants += list }
    #expect(mutants.count == report.files.reduce(0) { $0 + $1.mutants.count })
    #expect(Set(mutants.compactMap { $0["id"] }).count == mutants.count, "IDs are unique")
    var listed: Set<JSONValue> = []
    for case .array(let list) in testFiles.values.compactMap({ $0["tests"] }) {
      listed.formUnion(list.compactMap { $0["id"] })
    }
    for mutant in mutants {
      for key in ["killedBy", "coveredBy"] {
        guard case .array(let names) = mutant[key] else { continue }
        #expect(names.allSatisfy(listed.contains), "\(key) names a test testFiles does not")
      }
    }
    // Each test is under the file that declares it.
    #expect(
      testFiles.keys.allSatisfy { $0.hasPrefix("Tests/") && $0.hasSuffix(".swift") },
      "\(testFiles.keys)")
  }
}
