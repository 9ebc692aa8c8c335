/// Makes a failing scenario smaller by working on the choices it was drawn from.
///
/// A candidate is the list of choices with a span deleted (a step, an element, a character
/// gone), or one choice made smaller (a simpler value); shorter lists come first, then lists
/// that compare smaller. The shrinker knows nothing of what the choices make: any generator
/// maps fewer and smaller choices to a simpler value, so the smallest list that still fails
/// is the simplest scenario that does.
public enum Shrinker {
  /// The candidates one step smaller than `choices`, the most promising first; each is
  /// smaller than `choices` in shortlex order, so shrinking always ends.
  public static func candidates(of choices: [UInt64]) -> [[UInt64]] {
    var candidates: [[UInt64]] = []
    var seen = Set<[UInt64]>()
    func add(_ candidate: [UInt64]) {
      if isSmaller(candidate, than: choices), seen.insert(candidate).inserted {
        candidates.append(candidate)
      }
    }
    for span in [8, 4, 3, 2, 1] where span <= choices.count {
      for start in stride(from: 0, through: choices.count - span, by: 1) {
        var shorter = choices
        shorter.removeSubrange(start..<start + span)
        add(shorter)
      }
    }
    for index in choices.indices where choices[index] > 0 {
      for smaller in [0, choices[index] / 2, choices[index] - 1] {
        var candidate = choices
        candidate[index] = smaller
        add(candidate)
      }
    }
    return candidates
  }

  /// The smallest choices reached from `choices` that still `fail`, trying at most `budget`
  /// candidates.
  public static func shrink(
    _ choices: [UInt64], budget: Int = 2_000, fails: ([UInt64]) async -> Bool
  ) async -> [UInt64] {
    var best = choices
    var tries = 0
    var improved = true
    while improved, tries < budget {
      improved = false
      for candidate in candidates(of: best) {
        tries += 1
        if await fails(candidate) {
          best = candidate
          improved = true
          break
        }
        if tries >= budget { break }
      }
    }
    return best
  }

  /// Shortlex order: a shorter list is smaller; of two lists as long, the one with the
  /// smaller first differing choice.
  public static func isSmaller(_ a: [UInt64], than b: [UInt64]) -> Bool {
    if a.count != b.count { return a.count < b.count }
    for (x, y) in zip(a, b) where x != y { return x < y }
    return false
  }
}
