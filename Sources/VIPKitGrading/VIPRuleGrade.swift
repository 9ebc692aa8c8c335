import Foundation
import VIPKitCheck
import VIPKitCore

/// The rubric item `{"check": "vip-rules", "points": N}`: the student's sources checked
/// against the VIP rules, as `vipkit check` checks them. Each finding costs a quarter of the
/// item's points, down to none, and is explained where it is, with its fix.
enum VIPRuleGrade {
  /// A finding's cost, as a share of the item's points.
  static let costPerFinding = 0.25

  ///
  /// For a student (`teaching`: the exercise has a hint ladder), each finding says what is
  /// wrong and why, with no fix: the decision is the exercise, and its hints hold the rest.
  static func grade(_ item: RubricItem, sources: [String: Data], teaching: Bool = false)
    -> ItemGrade
  {
    // The student's suppression comments do not count: they would switch off what is graded.
    var options = Checker.Options()
    options.honorsSuppressions = false
    // Every type of the student's is judged: renaming a protocol must not hide a scene.
    options.judgesEveryRole = true
    let findings = Checker(options: options).check(
      sources.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value)) })
    let score = item.points * max(0, 1 - costPerFinding * Double(findings.count))
    var explanation = findings.map {
      "\($0.file):\($0.line):\($0.column): [\($0.rule)] \($0.message)."
        + (teaching ? "" : " Fix: \($0.fix)")
    }
    if teaching, !findings.isEmpty {
      explanation.append(
        "Each rule, and why VIP keeps it, is in Docs/check.md; `vipkit hint` gives a hint, one "
          + "step at a time.")
    }
    if sources.isEmpty { explanation.append("There is no Swift source of yours to check.") }
    return ItemGrade(
      title: item.title, maximum: item.points,
      checks: [
        CheckGrade(
          name: item.title, score: sources.isEmpty ? 0 : score, maximum: item.points,
          passed: findings.isEmpty && !sources.isEmpty, explanation: explanation)
      ])
  }

  /// The findings in an exercise's `Sources` with its solution laid over them, for
  /// `vipkit verify`: a solution must keep every rule it teaches.
  static func findings(exercise: URL, solution: URL) -> [Finding] {
    var files: [String: [UInt8]] = [:]
    for folder in [exercise, solution] {
      for (path, bytes) in SwiftFilesOnDisk.read(
        under: folder.appendingPathComponent("Sources"), relativeTo: folder)
      {
        files[path] = bytes
      }
    }
    var options = Checker.Options()
    options.judgesEveryRole = true
    return Checker(options: options).check(
      files.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
  }
}

/// Swift files read from a folder, named relative to another.
enum SwiftFilesOnDisk {
  static func read(under folder: URL, relativeTo base: URL) -> [(path: String, bytes: [UInt8])] {
    FileTree.paths(under: folder).filter { $0.hasSuffix(".swift") }.sorted().compactMap { path in
      let url = folder.appendingPathComponent(path)
      guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
      let relative = String(url.path.dropFirst(base.path.count + 1))
      return (relative, Array(data))
    }
  }
}
