/// The score from which a pair of one exercise is flagged, set by the class itself: most pairs
/// of a class are honest, so the middle of the class's scores and their spread say how much
/// two students who worked alone share on this exercise (an exercise whose hints leave one
/// way to write it makes honest pairs share more). A pair is flagged when its score stands
/// far above that, and never under `floor`; and only when what it shares is enough code to
/// judge (`minimumShared` tokens), so a few short passages of a small submission cannot weigh
/// as much as a copied method.
///
/// The median and the median absolute deviation are used because a group of copies, however
/// large, cannot move them while more than half the pairs are honest; a mean and a standard
/// deviation would be pulled up by the copies they are meant to find.
package struct SimilarityLine: Sendable, Codable, Equatable {
  /// The middle score of the exercise's pairs (pairs with nothing in common count as 0).
  package var median: Double
  /// How far honest scores spread: the median absolute deviation scaled as a standard
  /// deviation (× 1.4826), never under `minimumSpread`.
  package var spread: Double
  /// The score a pair must reach.
  package var score: Double
  /// Whether the class was large enough to set the line (else it is `fixed`).
  package var fromClass: Bool

  /// Spreads above the median a flagged pair stands at least.
  static let spreads = 6.0
  /// No line under this, whatever the class: more than half of a submission's own code. Honest
  /// pairs of the labelled benchmark reach 56% in a class whose middle is 3%: their shares
  /// are not spread as a bell curve, and two students who both wrote the obvious code can
  /// share most of it.
  static let floor = 0.6
  /// A class whose scores barely vary still has honest pairs that differ by this much.
  static let minimumSpread = 0.04
  /// The line for a class too small to say what is usual: higher than any class's, since
  /// nothing says how much this exercise's honest pairs share.
  static let fixed = 0.75
  /// Students compared from which the class sets the line (15 pairs).
  static let minimumStudents = 6
  /// Own tokens a flagged pair shares at least: about six lines of code. Two honest students
  /// of the labelled benchmark shared 52 tokens as written (an enum and its switch, the same
  /// words); every copy the report finds there shares 86 or more.
  package static let minimumShared = 60

  /// The line of an exercise whose `students` compared students' pairs scored `scores` (pairs
  /// with nothing in common left out: they count as 0).
  init(scores: [Double], students: Int) {
    let pairs = students * (students - 1) / 2
    guard students >= Self.minimumStudents, pairs > 0 else {
      self.init(median: 0, spread: 0, score: Self.fixed, fromClass: false)
      return
    }
    let sorted = (scores + [Double](repeating: 0, count: max(0, pairs - scores.count))).sorted()
    let median = Self.median(sorted)
    let deviation = Self.median(sorted.map { abs($0 - median) }.sorted())
    let spread = max(deviation * 1.4826, Self.minimumSpread)
    self.init(
      median: median, spread: spread, score: max(Self.floor, median + Self.spreads * spread),
      fromClass: true)
  }

  init(median: Double, spread: Double, score: Double, fromClass: Bool) {
    self.median = median
    self.spread = spread
    self.score = score
    self.fromClass = fromClass
  }

  /// Whether a pair that scored `score`, sharing `shared` own tokens, is flagged.
  func flags(score: Double, shared: Int) -> Bool {
    score >= self.score && shared >= Self.minimumShared
  }

  /// How many spreads above the class's median `score` stands.
  func spreadsAbove(_ score: Double) -> Double {
    spread > 0 ? (score - median) / spread : 0
  }

  private static func median(_ sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}
