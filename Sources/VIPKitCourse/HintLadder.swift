import Foundation

/// One ladder of an exercise's hints: the idea it is about, the tests it fits, and its rungs,
/// gentlest first (the idea to recall, where to look, what to write, the code).
///
/// An exercise's ladders live in `.hints.md` in its folder, out of the README, so that a
/// student reads a hint only by asking for it (`vipkit hint`, `watch`'s h), one rung at a
/// time; the ladder climbed is the one whose tests include the first failing test.
package struct HintLadder: Sendable, Equatable {
  /// The rungs every ladder has, in order, as its `### ` headings name them.
  package static let rungNames = ["Idea", "Where", "What", "Code"]
  /// What each rung gives, as a student reads it in "Hint 2 of 4 (where to look)".
  package static let rungTitles = [
    "Idea": "the idea", "Where": "where to look", "What": "what to write", "Code": "the code",
  ]
  /// The file in an exercise's folder that holds its ladders.
  package static let fileName = ".hints.md"

  package struct Rung: Sendable, Equatable {
    /// `Idea`, `Where`, `What` or `Code`.
    package var name: String
    package var text: String
    /// Its heading's line in the file.
    package var line: Int
  }

  /// What the ladder is about (its `## ` heading).
  package var title: String
  /// The suites and test functions it fits, as the tests' source names them.
  package var tests: [String]
  package var rungs: [Rung]
  /// Its heading's line in the file.
  package var line: Int

  /// Whether the test with `id` (`Module.Suite/function()`, XCTest's `Module.Class/testX`)
  /// is one this ladder fits: a name matches the suite or the function.
  package func fits(testID id: String) -> Bool {
    let parts = id.split(whereSeparator: { $0 == "/" || $0 == "." }).map {
      $0.hasSuffix("()") ? String($0.dropLast(2)) : String($0.prefix { $0 != "(" })
    }
    return tests.contains { parts.contains($0) }
  }

  /// The ladders of a hints file, and what breaks its format (`line: message`), in order.
  ///
  /// The format: a `## ` heading per ladder, then a `tests: A, b` line, then the four
  /// rungs as `### Idea`, `### Where`, `### What`, `### Code`, none empty. Text before the
  /// first ladder (a title, a note) is not a hint.
  package static func parse(_ text: String) -> (ladders: [HintLadder], problems: [String]) {
    var ladders: [HintLadder] = []
    var problems: [String] = []
    var rungText: [String] = []
    func closeRung() {
      guard !ladders.isEmpty, !ladders[ladders.count - 1].rungs.isEmpty else { return }
      let last = ladders[ladders.count - 1].rungs.count - 1
      ladders[ladders.count - 1].rungs[last].text =
        rungText.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
      rungText = []
    }
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      if line.hasPrefix("## ") {
        closeRung()
        ladders.append(
          HintLadder(
            title: line.dropFirst(3).trimmingCharacters(in: .whitespaces), tests: [], rungs: [],
            line: number))
      } else if line.hasPrefix("### ") {
        closeRung()
        guard !ladders.isEmpty else {
          problems.append("\(number): a rung before any ladder (`## ` heading)")
          continue
        }
        ladders[ladders.count - 1].rungs.append(
          Rung(name: line.dropFirst(4).trimmingCharacters(in: .whitespaces), text: "", line: number)
        )
      } else if line.hasPrefix("tests:"), let last = ladders.indices.last,
        ladders[last].rungs.isEmpty
      {
        ladders[last].tests = line.dropFirst(6).split(separator: ",").map {
          $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "")
        }.filter { !$0.isEmpty }
      } else if !ladders.isEmpty, !ladders[ladders.count - 1].rungs.isEmpty {
        rungText.append(String(line))
      }
    }
    closeRung()
    if ladders.isEmpty { problems.append("1: no ladder (a `## ` heading with its rungs)") }
    var claimed: [String: String] = [:]
    for ladder in ladders {
      let names = ladder.rungs.map(\.name)
      if names != rungNames {
        problems.append(
          "\(ladder.line): ladder “\(ladder.title)” has the rungs \(names.joined(separator: ", ")); "
            + "it needs \(rungNames.joined(separator: ", ")), in that order")
      }
      for rung in ladder.rungs where rung.text.isEmpty {
        problems.append("\(rung.line): the rung “\(rung.name)” of “\(ladder.title)” is empty")
      }
      for test in ladder.tests {
        if let other = claimed[test] {
          problems.append(
            "\(ladder.line): “\(test)” is in the ladders “\(other)” and “\(ladder.title)”: a "
              + "failing test must choose one")
        }
        claimed[test] = ladder.title
      }
    }
    return (ladders, problems)
  }

  /// The ladder for a run whose failing tests are `testIDs` (none: it did not compile, or
  /// nothing failed): the first ladder, in the file's order, that fits one of them, else the
  /// first, the exercise's main idea. Chosen by the ladders' order, not the tests': the file
  /// puts first what must be fixed first (the wiring before what the wiring makes work), and
  /// the same failures always get the same ladder.
  package static func choose(_ ladders: [HintLadder], failing testIDs: [String]) -> HintLadder? {
    ladders.first { ladder in testIDs.contains { ladder.fits(testID: $0) } } ?? ladders.first
  }
}
