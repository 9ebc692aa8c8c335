/// "Did you mean …?" for a mistyped command, option or value.
package enum Suggestion {
  /// ` Did you mean '--output'?` (with its leading space), or an empty string when no
  /// candidate is close enough to be a likely typo.
  package static func didYouMean(_ word: String, among candidates: [String]) -> String {
    guard let best = nearest(to: word, among: candidates) else { return "" }
    return " Did you mean '\(best)'?"
  }

  /// The candidate nearest `word` by edit distance, if within a third of its length (at
  /// least 2 edits; none for names of one or two letters, where every letter is a guess), or
  /// one that starts with `word`.
  package static func nearest(to word: String, among candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: editDistance(word, $0)) }
    let letters = word.drop { $0 == "-" }.count
    let limit = letters <= 2 ? 0 : max(2, word.count / 3)
    if let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= limit {
      return best.candidate
    }
    let stripped = word.drop { $0 == "-" }
    guard !stripped.isEmpty else { return nil }
    return candidates.first { $0.drop { $0 == "-" }.hasPrefix(stripped) }
  }

  /// Levenshtein distance over characters.
  package static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let left = Array(lhs)
    let right = Array(rhs)
    guard !left.isEmpty else { return right.count }
    guard !right.isEmpty else { return left.count }
    var previous = Array(0...right.count)
    for (i, leftCharacter) in left.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: right.count)
      for (j, rightCharacter) in right.enumerated() {
        let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
      }
      previous = current
    }
    return previous[right.count]
  }
}
