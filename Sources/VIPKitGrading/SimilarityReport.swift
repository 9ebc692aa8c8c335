import Foundation
import VIPKitCore

/// Which students of a class handed in code that shares more than the course gives them, per
/// exercise: the pairs ranked by how much of the smaller submission's own code the other one
/// has too, and the groups that pairs above the exercise's line (`SimilarityLine`) join (a source and its copies, copies of
/// one another). What `similarity.csv`, `similarity.json`, the pair pages and the summary's
/// section are made from.
///
/// A high score says that two submissions share runs of tokens that neither the starter nor
/// most of the class has; it cannot say who copied whom, nor rule out that two students wrote
/// it together, or from the same outside source. A person looks at the pair page and decides.
package struct SimilarityReport: Sendable, Codable, Equatable {
  package struct Pair: Sendable, Codable, Equatable {
    package var first: String
    package var second: String
    /// The view where the pair stands highest against that view's line: what `score`,
    /// `shared`, `passages` and the page measure.
    package var view: SimilarityView
    /// The share of the smaller submission's own code (tokens, the starter, the solution
    /// and what most of the class writes left out) that passages shared with the other
    /// cover, 0…1, the submission counted as at least `SharedCode.leastOwn` tokens.
    package var score: Double
    /// Own tokens of the smaller submission the shared passages cover.
    package var shared: Int
    /// Shared passages in the smaller submission.
    package var passages: Int
    /// Each one's own tokens.
    package var firstOwn: Int
    package var secondOwn: Int
    /// The score in each view, by the view's name.
    package var scores: [String: Double]
    /// Whether the pair stands above its exercise's line in a view (`SimilarityLine`).
    package var isFlagged: Bool
    /// The side-by-side page, relative to the output folder (kept for flagged and top pairs).
    package var page: String?
  }

  /// One view's line in an exercise, and how much code of their own the students wrote in
  /// it.
  package struct ViewLine: Sendable, Codable, Equatable {
    package var view: SimilarityView
    /// The score from which a pair is flagged in this view, and how the class set it.
    package var line: SimilarityLine
    /// The median compared submission's own tokens: what the exercise leaves students to
    /// choose, as this class used it. Under `SimilarityLine.minimumShared`, a copy is
    /// hardly told from two students who followed the same hints.
    package var ownMedian: Int
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
    /// Each view's line, in `SimilarityView.allCases` order.
    package var views: [ViewLine]

    /// The line of `view`.
    package func line(_ view: SimilarityView) -> ViewLine? { views.first { $0.view == view } }
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
        "exercise", "student_a", "student_b", "score_percent", "view", "shared_tokens",
        "passages", "own_tokens_a", "own_tokens_b", "flagged", "line_percent",
        "as_written_percent", "renamed_percent", "as_typed_percent", "group", "page",
      ]
    ]
    for exercise in exercises {
      for pair in exercise.pairs {
        let group = exercise.groups.firstIndex {
          $0.contains(pair.first) && $0.contains(pair.second)
        }
        rows.append([
          String(format: "%02d", exercise.number), pair.first, pair.second,
          String(format: "%.1f", pair.score * 100), pair.view.rawValue, String(pair.shared),
          String(pair.passages), String(pair.firstOwn), String(pair.secondOwn),
          pair.isFlagged ? "yes" : "no",
          String(format: "%.1f", (exercise.line(pair.view)?.line.score ?? 0) * 100),
          String(format: "%.1f", (pair.scores[SimilarityView.asWritten.rawValue] ?? 0) * 100),
          String(format: "%.1f", (pair.scores[SimilarityView.renamed.rawValue] ?? 0) * 100),
          String(format: "%.1f", (pair.scores[SimilarityView.asTyped.rawValue] ?? 0) * 100),
          group.map { String($0 + 1) } ?? "", pair.page ?? "",
        ])
      }
    }
    return rows.map { CSV.line($0) }.joined(separator: "\n") + "\n"
  }
}
