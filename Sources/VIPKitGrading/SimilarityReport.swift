import Foundation
import VIPKitCore

/// Which students of a class handed in code that shares more than the course gives them, per
/// exercise: the pairs ranked by how much of the smaller submission's own code the other one
/// has too, and the groups that pairs above `flagged` join (a source and its copies, copies of
/// one another). What `similarity.csv`, `similarity.json`, the pair pages and the summary's
/// section are made from.
///
/// A high score says that two submissions share runs of tokens that neither the starter nor
/// most of the class has; it cannot say who copied whom, nor rule out that two students wrote
/// it together, or from the same outside source. A person looks at the pair page and decides.
package struct SimilarityReport: Sendable, Codable, Equatable {
  /// A score from which a pair is flagged and joins a group: 30% of the smaller submission's
  /// own fingerprints found in the other one. On the class of `Tests/…/SimilarityClass`,
  /// honest pairs reach 21% (two presenters that follow the same hints) and a restructured
  /// copy 31%; a copy padded with dead code, renamed, or reordered scores 67–100%.
  package static let flagged = 0.3

  package struct Pair: Sendable, Codable, Equatable {
    package var first: String
    package var second: String
    /// Shared fingerprints over the smaller submission's (starter and common code left out),
    /// 0…1.
    package var score: Double
    /// Fingerprints the two have in common, and each one's own.
    package var shared: Int
    package var firstOwn: Int
    package var secondOwn: Int
    /// The side-by-side page, relative to the output folder (kept for flagged and top pairs).
    package var page: String?

    package var isFlagged: Bool { score >= SimilarityReport.flagged && shared >= 5 }
  }

  /// Pairs per exercise the summary lists and gives a page, flagged ones besides.
  static let listed = 8

  /// Whether the pair at `rank` of its exercise is listed in the summary, with a page.
  static func isListed(_ pair: Pair, rank: Int) -> Bool { rank < listed || pair.isFlagged }

  package struct Exercise: Sendable, Codable, Equatable {
    package var number: Int
    package var title: String
    /// Students whose submission has code of their own (beyond the starter).
    package var compared: Int
    /// Students with a folder for the exercise but nothing beyond the starter.
    package var starterOnly: [String]
    /// Every pair with something in common, highest score first.
    package var pairs: [Pair]
    /// Students joined by flagged pairs, each group sorted, largest group first.
    package var groups: [[String]]
  }

  package var exercises: [Exercise]
  /// How long the comparison took.
  package var seconds: Double

  package init(exercises: [Exercise], seconds: Double) {
    self.exercises = exercises
    self.seconds = seconds
  }

  /// `similarity.csv`: one row per pair with anything in common, by exercise then score.
  package func csv() -> String {
    var rows = [
      [
        "exercise", "student_a", "student_b", "score_percent", "shared_fingerprints",
        "fingerprints_a", "fingerprints_b", "group", "page",
      ]
    ]
    for exercise in exercises {
      for pair in exercise.pairs {
        let group = exercise.groups.firstIndex {
          $0.contains(pair.first) && $0.contains(pair.second)
        }
        rows.append([
          String(format: "%02d", exercise.number), pair.first, pair.second,
          String(format: "%.1f", pair.score * 100), String(pair.shared), String(pair.firstOwn),
          String(pair.secondOwn), group.map { String($0 + 1) } ?? "", pair.page ?? "",
        ])
      }
    }
    return rows.map { CSV.line($0) }.joined(separator: "\n") + "\n"
  }
}
