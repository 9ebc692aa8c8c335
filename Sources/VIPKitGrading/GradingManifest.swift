import Foundation
import VIPKitCore

/// How one exercise is graded, read from `grading.json` in the exercise's folder: which files
/// the student owns, and the rubric that turns test results into points.
///
/// An exercise without the file gets the defaults: the student owns `Sources`, and one item,
/// "Official tests", is worth 100 points shared equally by every official test.
package struct GradingManifest: Sendable, Equatable, Codable {
  package static let fileName = "grading.json"
  package static let currentVersion = 1

  package var version: Int
  /// Folders or files, relative to the exercise, that are taken from the submission; every
  /// other file (Package.swift, the official tests, the harness) comes from the course.
  package var studentFiles: [String]
  package var rubric: [RubricItem]
  /// What graded feedback shows of a mutant the student's tests let survive: `mutant` (the
  /// default), `words`, `code` or `nothing`.
  package var survivorFeedback: SurvivorFeedback?
  /// How many surviving mutants graded feedback shows, at most (3 when not given): a list of
  /// every gap is a to-do list to transcribe, a few are a reason to look for the rest.
  package var survivorsShown: Int?
  /// What the README holds the student to, each with what enforces it and the misconceptions
  /// that prove it (`vipkit verify` checks all three).
  package var claims: [Claim]?

  package static let defaults = GradingManifest(
    version: currentVersion, studentFiles: ["Sources"],
    rubric: [RubricItem(title: "Official tests", points: 100, tests: ["*"])])

  package init(
    version: Int, studentFiles: [String], rubric: [RubricItem],
    survivorFeedback: SurvivorFeedback? = nil
  ) {
    self.version = version
    self.studentFiles = studentFiles
    self.rubric = rubric
    self.survivorFeedback = survivorFeedback
  }

  /// The points the exercise is worth.
  package var maximum: Double { rubric.reduce(0) { $0 + $1.points } }

  /// Whether the student writes tests, so their quality is graded.
  package var gradesStudentTests: Bool { rubric.contains { $0.check?.gradesTests == true } }

  /// Reads `grading.json` in `folder`, or the defaults when there is none.
  ///
  /// - Throws: a diagnostic naming the file, and the line and column or the key, when the
  ///   file is not valid JSON or breaks a rule of the format.
  package static func load(from folder: URL) throws(Diagnostic) -> GradingManifest {
    let url = folder.appendingPathComponent(fileName)
    guard let data = FileManager.default.contents(atPath: url.path) else {
      return .defaults
    }
    let manifest: GradingManifest
    do {
      manifest = try JSONDecoder().decode(GradingManifest.self, from: data)
    } catch {
      throw Diagnostic(
        .error, "\(url.path): \(describe(error))",
        notes: ["The format is in Docs/grading.md (“The manifest”)."])
    }
    let problems = manifest.problems()
    guard problems.isEmpty else {
      throw Diagnostic(.error, "\(url.path): \(problems[0])", notes: Array(problems.dropFirst()))
    }
    return manifest
  }

  /// What breaks the format's rules, one sentence each; empty when the manifest is valid.
  package func problems() -> [String] {
    var problems: [String] = []
    if version != Self.currentVersion {
      problems.append("version \(version) is not known: this vipkit reads version 1")
    }
    if studentFiles.isEmpty {
      problems.append("studentFiles is empty: name what the student edits")
    }
    for path in studentFiles where !Self.isPlainRelativePath(path) {
      problems.append("studentFiles: '\(path)' must be a path inside the exercise, without '..'")
    }
    if rubric.isEmpty { problems.append("rubric is empty: give at least one item") }
    if let shown = survivorsShown, shown < 0 {
      problems.append("survivorsShown must be 0 or more: how many survivors feedback shows")
    }
    problems += claimProblems()
    for (index, item) in rubric.enumerated() {
      let name = "rubric[\(index)] (\(item.title))"
      if !(item.points > 0) || !item.points.isFinite {
        problems.append("\(name): points must be more than 0")
      }
      let kinds = [item.tests != nil, item.check != nil, item.scenarios != nil].filter { $0 }
      if kinds.count != 1 {
        problems.append(
          "\(name): give one of \"tests\", \"check\" or \"scenarios\", not several or none")
      } else if item.tests?.isEmpty == true {
        problems.append("\(name): tests is empty")
      }
      if let scenarios = item.scenarios {
        if scenarios.test.isEmpty {
          problems.append("\(name): scenarios.test must name the test of a scenario model")
        }
        if let count = scenarios.count, !(1...10_000).contains(count) {
          problems.append("\(name): scenarios.count must be from 1 to 10000")
        }
      }
      if item.check?.gradesTests == true,
        !studentFiles.contains(where: { $0 == "Tests" || $0.hasPrefix("Tests/") })
      {
        problems.append("\(name): a check of the student's tests needs \"Tests\" in studentFiles")
      }
    }
    return problems
  }

  private static func isPlainRelativePath(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
  }

  /// A decoding error as a person reads it: where in the file, and what was expected.
  private static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context)
    where context.codingPath.last?.stringValue == "survivorFeedback":
      return "\(path(context.codingPath)) should be "
        + SurvivorFeedback.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    case DecodingError.dataCorrupted(let context):
      let underlying = (context.underlyingError as NSError?)?.userInfo["NSDebugDescription"]
      return "not valid JSON: \(underlying.map { "\($0)" } ?? context.debugDescription)"
    case DecodingError.keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])) is missing"
    case DecodingError.typeMismatch(let type, let context):
      return "\(path(context.codingPath)) should be \(describe(type))"
    case DecodingError.valueNotFound(let type, let context):
      return "\(path(context.codingPath)) should be \(describe(type)), not null"
    default:
      return "\(error)"
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.reduce("") { text, key in
      key.intValue.map { "\(text)[\($0)]" }
        ?? (text.isEmpty ? key.stringValue : "\(text).\(key.stringValue)")
    }
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Int.Type, is Double.Type: "a number"
    case is [String].Type: "a list of strings"
    default: "\(type)"
    }
  }
}

/// What graded feedback shows of each mutant that survived a student's tests.
///
/// A finished test in graded feedback is an answer key: pasted back unread, it earns the
/// points the grade was meant to measure; so is a sentence that gives the input, what to
/// check and its value (a script turned those into tests and took a one-test suite from 8 to
/// 100 in two regrades). So the default shows the mutant as PIT and Stryker do, where and
/// what changed, with the idea its operator tests; the input, what to look at and the value
/// are rungs of the student's own ladder (`vipkit watch`'s `m`), and the test itself its last
/// (`vipkit mutate --suggest-tests`), where asking for each is part of learning.
package enum SurvivorFeedback: String, Sendable, Codable, CaseIterable {
  /// Where, what changed, and the idea of the change; no input, no value, no code.
  case mutant
  /// The behaviour no test checks, its input and what the reference does there; no code.
  case words
  /// The test that catches it, checked on the reference and on the mutant.
  case code
  /// Only how many survived.
  case nothing
}

/// One line of the rubric: points for a group of official tests, or for a quality of the
/// student's own tests.
package struct RubricItem: Sendable, Equatable, Codable {
  /// What the points are for, as the student reads it in the report.
  package var title: String
  package var points: Double
  /// The official tests this item counts, each an equal share of its points: suite or test
  /// function names (`ProfileSceneTests`, `noLeaks`), or `*` for every test.
  package var tests: [String]?
  /// A check of the student's own tests, for exercises where the student writes them.
  package var check: Check?
  /// Fresh scenarios: the submission and the reference on the same scenarios, drawn from a
  /// seed each grade; every point when the submission sees what the reference sees on all.
  package var scenarios: Scenarios?

  /// The scenarios an item draws: those of the scenario model whose test `test` names (a
  /// suite or a test, as `tests` names them), `count` of them a grade.
  package struct Scenarios: Sendable, Equatable, Codable {
    package var test: String
    package var count: Int?

    /// How many scenarios a grade draws when the manifest does not say.
    package static let defaultCount = 100

    package init(test: String, count: Int? = nil) {
      self.test = test
      self.count = count
    }
  }

  package enum Check: String, Sendable, Codable {
    /// The share of the student's tests that pass on the reference solution.
    case testsPass = "tests-pass"
    /// The mutation score of the student's tests on the reference solution.
    case mutationScore = "mutation-score"
    /// The student's sources checked against the VIP rules (`vipkit check`): each finding
    /// costs a quarter of the item's points.
    case vipRules = "vip-rules"
    /// The correct scenes kept beside the solution (`KeptScene`) that the student's tests
    /// pass, each an equal share.
    case correctScenes = "correct-scenes"
    /// The wrong scenes kept beside the solution that the student's tests fail, each an
    /// equal share.
    case wrongScenes = "wrong-scenes"

    /// Whether it grades the student's own tests (and so needs `Tests` in `studentFiles`).
    package var gradesTests: Bool { self != .vipRules }
  }

  package init(
    title: String, points: Double, tests: [String]? = nil, check: Check? = nil,
    scenarios: Scenarios? = nil
  ) {
    self.title = title
    self.points = points
    self.tests = tests
    self.check = check
    self.scenarios = scenarios
  }

  /// Whether this item counts the test with `id` (`Module.Suite/function()`, or XCTest's
  /// `Module.Class/testMethod`): a pattern names a suite, a class or a function, or a class
  /// and one of its methods (`Class/testMethod`).
  package func counts(testID id: String) -> Bool {
    guard let tests else { return false }
    if tests.contains(where: { $0.contains("/") && (id == $0 || id.hasSuffix("." + $0)) }) {
      return true
    }
    // A function is named without its parameters: `total` for a parameterized
    // `total(amount:currency:)`, as for `noLeaks()`.
    let name: (Substring) -> String = { String($0.prefix { $0 != "(" }) }
    let components = id.split(whereSeparator: { $0 == "/" || $0 == "." }).map(name)
    return tests.contains { pattern in
      pattern == "*" || components.contains(name(Substring(pattern)))
    }
  }
}
