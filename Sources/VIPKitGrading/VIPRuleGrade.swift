import Foundation
import VIPKitCheck
import VIPKitCore
import VIPKitSyntax

/// The rubric item `{"check": "vip-rules", "points": N}`: the student's sources checked
/// against the VIP rules, as `vipkit check` checks them. Each finding costs a quarter of the
/// item's points, down to none, and is explained where it is, with its fix.
package enum VIPRuleGrade {
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
    // Rules kept by a scene that is not there yet are not kept: a design exercise's starter
    // has a view and nothing else, and no finding.
    let judged = hasInteractorAndPresenter(sources)
    let score =
      judged ? item.points * max(0, 1 - costPerFinding * Double(findings.count)) : 0
    var explanation = findings.map {
      "\($0.file):\($0.line):\($0.column): [\($0.rule)] \($0.message)."
        + (teaching ? "" : " Fix: \($0.fix)")
    }
    if teaching, !findings.isEmpty {
      explanation.append(
        "Each rule, and why VIP keeps it, is in Docs/check.md; `vipkit hint` gives a hint, one "
          + "step at a time.")
    }
    if sources.isEmpty {
      explanation.append("There is no Swift source of yours to check.")
    } else if !judged {
      explanation.append(
        "There is no interactor and presenter of yours yet: the rules are judged on the scene "
          + "you build, once it has both.")
    }
    return ItemGrade(
      title: item.title, maximum: item.points,
      checks: [
        CheckGrade(
          name: item.title, score: score, maximum: item.points,
          passed: findings.isEmpty && judged, explanation: explanation)
      ])
  }

  /// What `vipkit watch` says about the rules once an exercise whose rubric grades them
  /// passes its tests: `nil` when the rubric does not grade them; otherwise the student's
  /// findings, in the course's voice, as the grader would explain them (empty: none).
  package static func watchLines(exercise: URL) -> [String]? {
    guard let manifest = try? GradingManifest.load(from: exercise),
      let item = manifest.rubric.first(where: { $0.check == .vipRules })
    else { return nil }
    var sources: [String: Data] = [:]
    for (path, bytes) in SwiftFilesOnDisk.read(
      under: exercise.appendingPathComponent("Sources"), relativeTo: exercise)
    {
      sources[path] = Data(bytes)
    }
    let graded = grade(item, sources: sources, teaching: true)
    guard let check = graded.checks.first, !check.passed else { return [] }
    return check.explanation
  }

  /// Whether the sources declare a type playing the interactor and one playing the presenter
  /// (by name or protocol, as the rules find roles).
  static func hasInteractorAndPresenter(_ sources: [String: Data]) -> Bool {
    let outlines = sources.map { SwiftOutline(SourceText(path: $0.key, bytes: Array($0.value))) }
    let index = RoleIndex(outlines: outlines)
    let roles = Set(
      outlines.flatMap { outline in
        outline.types.compactMap { index.role(ofType: $0.name)?.role }
      })
    return roles.contains(.interactor) && roles.contains(.presenter)
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
