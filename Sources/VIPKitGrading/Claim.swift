import Foundation
import VIPKitCheck

/// One thing an exercise's README holds the student to ("the presenter never routes"), with
/// what enforces it and the misconceptions that prove the enforcement works.
///
/// Why: a README that states a rule nothing checks teaches that rules are optional, and a
/// check nothing ever failed may check nothing. So every claim names its enforcers (official
/// tests, as the rubric names them, or `vipkit check` rules, when the rubric grades them) and
/// at least one misconception kept beside the solution that loses points on one of them;
/// `vipkit verify` fails a claim short of either, and a README claim the manifest does not
/// list.
package struct Claim: Sendable, Equatable, Codable {
  /// The claim as the README's list says it.
  package var claim: String
  /// Official tests (a suite, a test, `Suite/test`), rule ids (`VIP015`), or a check of the
  /// student's tests (`mutation-score`, `tests-pass`) where the student writes them.
  package var enforcedBy: [String]
  /// Misconceptions (folder names under `Solutions/NN-slug/Misconceptions`) that break it.
  package var provedBy: [String]

  package init(claim: String, enforcedBy: [String], provedBy: [String]) {
    self.claim = claim
    self.enforcedBy = enforcedBy
    self.provedBy = provedBy
  }

  /// The enforcers that are `vipkit check` rules.
  var rules: [String] { enforcedBy.filter(Self.isRuleID) }
  /// The enforcers that are checks of the student's tests.
  var checks: [RubricItem.Check] { enforcedBy.compactMap(RubricItem.Check.init(rawValue:)) }
  /// The enforcers that are official tests.
  var tests: [String] {
    enforcedBy.filter { !Self.isRuleID($0) && RubricItem.Check(rawValue: $0) == nil }
  }

  /// `VIP015`: a rule's id, not a test's name.
  static func isRuleID(_ text: String) -> Bool {
    text.count == 6 && text.hasPrefix("VIP") && text.dropFirst(3).allSatisfy(\.isNumber)
  }

  /// Whether `grade` lost points on one of the enforcers: a failing official test it names,
  /// a finding of one of its rules in the graded VIP rules, or points lost on a check of the
  /// student's tests it names (the rubric's items by their checks).
  func isBroken(in grade: ExerciseGrade, rubric: [RubricItem] = []) -> Bool {
    let checked = Set(
      rubric.filter { $0.check.map(checks.contains) == true }.map(\.title))
    if grade.items.contains(where: { checked.contains($0.title) && $0.score < $0.maximum }) {
      return true
    }
    let testPatterns = RubricItem(title: "", points: 1, tests: tests)
    return grade.items.flatMap(\.checks).contains { check in
      guard !check.passed, check.score < check.maximum else { return false }
      if let id = check.testID, !tests.isEmpty, testPatterns.counts(testID: id) { return true }
      return check.testID == nil
        && rules.contains { rule in check.explanation.contains { $0.contains("[\(rule)]") } }
    }
  }

  /// The enforcers that name no official test of `grade` (a grade of the solution, where
  /// every test runs).
  func unknownTests(in grade: ExerciseGrade) -> [String] {
    let ids = grade.items.flatMap(\.checks).compactMap(\.testID)
    return tests.filter { pattern in
      !ids.contains { RubricItem(title: "", points: 1, tests: [pattern]).counts(testID: $0) }
    }
  }
}

extension GradingManifest {
  /// What is wrong with the claims, as the format goes (verify checks the rest).
  func claimProblems() -> [String] {
    guard let claims else { return [] }
    var problems: [String] = []
    let ruleIDs = Set(Checker.catalog.map(\.id))
    let gradesRules = rubric.contains { $0.check == .vipRules }
    var seen: Set<String> = []
    for (index, claim) in claims.enumerated() {
      let name = "claims[\(index)]"
      if claim.claim.trimmingCharacters(in: .whitespaces).isEmpty {
        problems.append("\(name): the claim is empty: say what the README holds the student to")
      }
      if !seen.insert(Claim.normalized(claim.claim)).inserted {
        problems.append("\(name): \"\(claim.claim)\" is claimed twice")
      }
      if claim.enforcedBy.isEmpty {
        problems.append("\(name) (\(claim.claim)): enforcedBy is empty: name its tests or rules")
      }
      if claim.provedBy.isEmpty {
        problems.append(
          "\(name) (\(claim.claim)): provedBy is empty: name a misconception that breaks it")
      }
      for rule in claim.rules where !ruleIDs.contains(rule) {
        problems.append("\(name) (\(claim.claim)): \(rule) is no rule of vipkit check")
      }
      for check in claim.checks where !rubric.contains(where: { $0.check == check }) {
        problems.append(
          "\(name) (\(claim.claim)): \(check.rawValue) enforces nothing: the rubric has no such "
            + "item")
      }
      if !claim.rules.isEmpty, !gradesRules {
        problems.append(
          "\(name) (\(claim.claim)): \(claim.rules.joined(separator: ", ")) enforce nothing: the "
            + "rubric has no \"vip-rules\" item, so no rule is graded")
      }
    }
    return problems
  }
}

extension Claim {
  /// A claim's text compared without case, spacing or a closing full stop.
  static func normalized(_ text: String) -> String {
    var words = text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    while words.hasSuffix(".") { words.removeLast() }
    return words
  }
}

extension Claim {
  /// The heading of the README's list of claims.
  static let readmeHeading = "## What the grade holds you to"

  /// The claims a README lists under `readmeHeading`, one bullet each (a bullet may wrap onto
  /// indented lines); `nil` when it has no such section.
  static func listed(in readme: String) -> [String]? {
    var claims: [String]?
    for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("#") {
        if claims != nil { break }
        if line.trimmingCharacters(in: .whitespaces) == readmeHeading { claims = [] }
        continue
      }
      guard claims != nil else { continue }
      if line.hasPrefix("- ") {
        claims?.append(String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces))
      } else if line.hasPrefix("  "), let last = claims?.indices.last {
        claims?[last] += " " + line.trimmingCharacters(in: .whitespaces)
      }
    }
    return claims
  }

  /// What `vipkit verify` finds wrong with an exercise's claims, and what it proved:
  /// - each claim of the manifest is in the README's list, and each of the list's is a claim;
  /// - each test it names is an official test (of `solution`, the reference's grade);
  /// - at least one misconception it names exists and loses points on one of its enforcers.
  static func verify(
    _ claims: [Claim], readme: String, solution: ExerciseGrade,
    misconceptions: [String: ExerciseGrade], rubric: [RubricItem] = []
  ) -> (problems: [String], proven: [String]) {
    var problems: [String] = []
    let listed = listed(in: readme) ?? []
    if listed.isEmpty, !claims.isEmpty {
      problems.append(
        "its README has no \"\(readmeHeading)\" list for its \(claims.count) claims")
    }
    let claimed = Set(claims.map { normalized($0.claim) })
    for line in listed where !claimed.contains(normalized(line)) {
      problems.append(
        "its README claims \"\(line)\", and nothing enforces it: add it to grading.json's "
          + "claims with its tests or rules and a misconception that breaks it, or ask it as a "
          + "question instead")
    }
    let inReadme = Set(listed.map(normalized))
    var proven: [String] = []
    for claim in claims {
      let name = "the claim \"\(claim.claim)\""
      if !listed.isEmpty, !inReadme.contains(normalized(claim.claim)) {
        problems.append("\(name) is not in the README's list")
      }
      for test in claim.unknownTests(in: solution) {
        problems.append("\(name) names \(test), which is no official test")
      }
      let missing = claim.provedBy.filter { misconceptions[$0] == nil }
      for name2 in missing {
        problems.append("\(name) is proved by \(name2), which is no misconception kept here")
      }
      let breaking = claim.provedBy.filter {
        misconceptions[$0].map { claim.isBroken(in: $0, rubric: rubric) } == true
      }
      if breaking.isEmpty {
        problems.append(
          "\(name): none of its misconceptions (\(claim.provedBy.joined(separator: ", "))) "
            + "loses points on what enforces it (\(claim.enforcedBy.joined(separator: ", ")))")
      } else {
        proven.append(
          "«\(claim.claim)» by \(claim.enforcedBy.joined(separator: ", ")), broken by "
            + breaking.joined(separator: ", "))
      }
    }
    if !claims.isEmpty, problems.isEmpty {
      return (
        [],
        [
          "each of its README's \(claims.count) claims is enforced and proved: "
            + proven.joined(separator: "; ")
        ]
      )
    }
    return (problems, [])
  }
}
