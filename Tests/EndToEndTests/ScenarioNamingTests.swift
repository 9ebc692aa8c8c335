import Foundation
import Testing
import VIPKitTestSupport

/// The end-to-end scenarios are skipped by a trait and selected by a name (`Scenario`): a suite
/// with one and not the other would run nowhere (the trait without the name: skipped by
/// `swift test`, never selected by CI's `--filter Scenarios/`) or twice (the name without the
/// trait).
@Suite("End-to-end scenarios: skipped by swift test, selected by CI")
struct ScenarioNamingTests {
  static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Every `@Suite(…)` of the test sources with the type it marks, as `(file, type, traits)`.
  static func suites() throws -> [(file: String, type: String, traits: String)] {
    let pattern = try NSRegularExpression(
      pattern: #"@Suite(\((?:.|\n)*?\))?\s*\n\s*(?:final\s+)?(?:struct|enum|class|actor)\s+(\w+)"#)
    var found: [(String, String, String)] = []
    let enumerator = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      guard url.pathExtension == "swift", !url.path.contains("/Fixtures/") else { continue }
      let text = try String(contentsOf: url, encoding: .utf8)
      let whole = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: whole) {
        let traits = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? ""
        guard let type = Range(match.range(at: 2), in: text).map({ String(text[$0]) }) else {
          continue
        }
        found.append((url.lastPathComponent, type, traits))
      }
    }
    return found
  }

  @Test("a suite is a scenario by its trait exactly when its type's name ends in Scenarios")
  func traitAndName() throws {
    let suites = try Self.suites()
    #expect(suites.count > 50, "the suites were not found: \(suites.count)")
    let scenarios = suites.filter { $0.traits.contains(".scenario(") }
    #expect(
      Set(scenarios.map(\.type)).isSuperset(of: [
        "HostileSubmissionScenarios", "ClassCourseScenarios", "RunnerScenarios",
        "SpiesPluginScenarios",
      ]))
    for suite in suites {
      #expect(
        suite.traits.contains(".scenario(") == suite.type.hasSuffix("Scenarios"),
        "\(suite.file): \(suite.type) must carry .scenario(…) and end in Scenarios, or neither")
    }
  }

  @Test(
    "VIPKIT_SCENARIOS names groups, in any case, joined by commas, or says all",
    arguments: [
      ("grading", [Scenario.grading]), ("Mutation, builds", [.mutation, .builds]),
      ("all", Scenario.allCases), ("", []), ("gradings", []),
    ])
  func selection(value: String, groups: [Scenario]) {
    #expect(Scenario.allCases.filter { $0.selected(value) } == groups)
    #expect(Scenario.allCases.filter { $0.selected(nil) }.isEmpty)
  }
}
