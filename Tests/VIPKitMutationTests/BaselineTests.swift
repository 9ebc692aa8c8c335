import Foundation
import Testing
import VIPKitSyntax

@testable import VIPKitMutation

/// Stable mutant IDs and the gate a team commits: an edit elsewhere in a file changes no ID
/// and fails nothing; a mutant newly undetected, or a score that fell, fails the gate and is
/// named.
@Suite("Stable mutant IDs and the baseline gate")
struct BaselineTests {
  static let source = """
    final class Rules {
      func score(_ password: String) -> Int {
        var points = 0
        if password.count >= 8 { points += 1 }
        if password.count >= 12 { points += 1 }
        return points
      }
      var isLong: Bool { limit >= 8 }
      let limit = 8
    }
    """

  static func keys(_ text: String) -> [String: String] {
    let map = SourceMap(SourceText(path: "Rules.swift", text: text))
    let mutants = MutantSchema.mutants(of: map, file: "Rules.swift", operators: [], firstID: 1)
    return Dictionary(uniqueKeysWithValues: mutants.map { ($0.key, $0.diff) })
  }

  @Test("a line added above, or a function moved, changes no mutant's ID; a mutant of its own does")
  func stableIDs() {
    let before = Self.keys(Self.source)
    #expect(before.count >= 6 && before.keys.allSatisfy { !$0.isEmpty })
    let above = Self.keys("import Foundation\n\n// A comment.\n" + Self.source)
    #expect(Set(above.keys) == Set(before.keys))
    let moved = Self.source.replacingOccurrences(
      of: "  var isLong: Bool { limit >= 8 }\n", with: ""
    ).replacingOccurrences(
      of: "final class Rules {\n", with: "final class Rules {\n  var isLong: Bool { limit >= 8 }\n")
    #expect(Set(Self.keys(moved).keys) == Set(before.keys))
    // Changing a line changes the IDs of its mutants, and only theirs.
    let edited = Self.keys(Self.source.replacingOccurrences(of: ">= 12", with: ">= 14"))
    let onTheLine = Set(before.filter { $0.value.hasPrefix("if password.count >= 12") }.keys)
    #expect(onTheLine.count >= 2 && onTheLine.isDisjoint(with: edited.keys))
    #expect(Set(before.keys).subtracting(onTheLine).isSubset(of: edited.keys))
  }

  @Test(
    "shards are dealt by ID: every mutant in one slice, and in the same slice after an edit above")
  func shardsByID() {
    let before = Array(Self.keys(Self.source).keys)
    let shards = (1...3).map { MutationReport.Shard(index: $0, count: 3) }
    for key in before { #expect(shards.filter { $0.holds(key) }.count == 1) }
    let after = Array(Self.keys("import Foundation\n\n" + Self.source).keys)
    for shard in shards {
      #expect(Set(before.filter(shard.holds)) == Set(after.filter(shard.holds)))
    }
    #expect(shards.allSatisfy { !before.filter($0.holds).isEmpty }, "every slice has work")
  }

  @Test("--reproduce finds a mutant by its ID or the ID's start; none or several is a clear error")
  func reproduceByID() throws {
    let map = SourceMap(SourceText(path: "Rules.swift", text: Self.source))
    let mutants = MutantSchema.mutants(of: map, file: "Rules.swift", operators: [], firstID: 1)
    let target = mutants[2]
    #expect(try MutationRunner.one(target.key, of: mutants).map(\.key) == [target.key])
    // The shortest start of its ID that no other ID has.
    let start = try #require(
      (1...12).map { String(target.key.prefix($0)) }.first { start in
        mutants.filter { $0.key.hasPrefix(start) }.count == 1
      })
    #expect(start.count < 12)
    #expect(try MutationRunner.one(start, of: mutants).map(\.key) == [target.key])
    #expect {
      try MutationRunner.one("", of: mutants)
    } throws: { error in
      guard case .input(let message, let details)? = error as? MutationRunner.Failure else {
        return false
      }
      return message.hasPrefix("\(mutants.count) mutants have an ID beginning")
        && details.split(separator: "\n").count == mutants.count
    }
    #expect {
      try MutationRunner.one("nothing", of: mutants)
    } throws: { error in
      guard case .input(let message, _)? = error as? MutationRunner.Failure else { return false }
      return message.hasPrefix("no mutant of these files has the ID nothing")
    }
  }

  @Test("the same change twice in one function gets a counter, not a collision")
  func repeats() {
    var keys = MutantKey(file: "A.swift")
    let first = keys.next(
      declaration: "func f", operator: "boundary", original: ">=", replacement: ">")
    let second = keys.next(
      declaration: "func f", operator: "boundary", original: ">=", replacement: ">")
    #expect(second == first + "-2" && first.count == 12)
  }

  static func report(_ statuses: [(key: String, status: Mutant.Status)]) -> MutationReport {
    MutationReport(
      package: "Strength",
      entries: statuses.enumerated().map { index, mutant in
        (
          "Sources/Rules.swift",
          MutationReport.Entry(
            id: index + 1, status: mutant.status, line: 10 + index, column: 5,
            operator: "boundary", diff: "a >= 8  →  a > 8", key: mutant.key)
        )
      },
      timing: .init(totalSeconds: 1, buildSeconds: 0, baselineSeconds: 0, secondsPerMutant: 0),
      selection: .init(), shard: nil)
  }

  @Test("the gate: passes as written, fails on a new survivor (named) and on a score drop")
  func gate() throws {
    let base = Self.report([
      ("aaa", .killed), ("bbb", .survived), ("ccc", .killed), ("ddd", .killed),
    ])
    let baseline = try JSONDecoder().decode(
      MutationBaseline.self, from: Data(JSONEncoder().encode(MutationBaseline(base))))
    #expect(baseline.undetected.map(\.key) == ["bbb"] && baseline.score == 75)
    #expect(baseline.judge(base, maxDrop: 0).passed)
    // A test deleted: ccc survives now.
    let weaker = Self.report([
      ("aaa", .killed), ("bbb", .survived), ("ccc", .survived), ("ddd", .killed),
    ])
    let verdict = baseline.judge(weaker, maxDrop: 30)
    #expect(verdict.new.map(\.entry.key) == ["ccc"] && verdict.drop == nil && !verdict.passed)
    let text = MutationBaseline.describe(
      verdict, baseline: baseline, report: weaker, file: "base.json", maxDrop: 30)
    #expect(text.contains("1 mutant undetected that it does not have"))
    #expect(text.contains("Sources/Rules.swift:12:5  boundary  a >= 8 → a > 8  [ccc]"))
    // The score alone fell: bbb fixed, but a mutant less killed elsewhere is not new.
    let dropped = baseline.judge(weaker, maxDrop: 10)
    #expect(dropped.drop == 25)
    // A survivor fixed: it passes, and says so.
    let better = Self.report([
      ("aaa", .killed), ("bbb", .killed), ("ccc", .killed), ("ddd", .killed),
    ])
    let fixed = baseline.judge(better, maxDrop: 0)
    #expect(fixed.passed && fixed.fixed == 1)
  }
}
