/// What one submission shares with another, as passages: stretches of its own code that the
/// other has too, token for token (as `CodeFingerprints` compares them), each at least
/// `minimum` tokens long. Short runs two honest students write alike (`guard let x = y else {
/// return }`, a `defer` that ends loading) are not passages; a copied method is one, and a
/// copy disguised by reordering or dead code is still a chain of them.
struct SharedCode: Sendable {
  /// Tokens a passage needs: two statements, or one long call. Shorter shared runs are what
  /// the exercise's API makes everyone write.
  static let minimum = 12

  /// Own tokens a submission counts as at least when its share is taken: a short submission
  /// that shares a few lines with another is less evidence than a long one that shares all
  /// of them, and an honest student who wrote 30 tokens of their own can share 20 of them
  /// with someone by writing the obvious `if`.
  static let leastOwn = 80

  /// The share of a submission with `own` own tokens that `shared` of them are, the
  /// submission counted as at least `leastOwn` tokens.
  static func score(shared: Int, of own: Int) -> Double {
    Double(shared) / Double(max(own, leastOwn))
  }

  /// One submission's code as the comparison uses it: which of its runs and tokens are its
  /// own. Not its own: code the course gives (a passage of the starter or the solution) or
  /// most of the class writes, and a run it already had (a table of numbers, the tenth
  /// `#expect(score(…) == …)`): repeating a shape is no more evidence than writing it once,
  /// and two honest tables of tuples would otherwise match token for token.
  struct Side: Sendable {
    var prints: CodeFingerprints
    /// Per file, whether the run starting at each token is the student's own (repeated or
    /// not: a passage runs through it).
    var ownStarts: [[Bool]]
    /// Per file, whether each token is the student's own and new: covered by an own run the
    /// submission has not had before. Only these count, as shared or as own.
    var ownTokens: [[Bool]]
    /// The hashes of the own runs.
    var ownRuns: Set<UInt64>
    /// How many of the tokens are the student's own.
    var ownCount: Int

    init(prints: CodeFingerprints, given: Set<UInt64>) {
      self.prints = prints
      var starts: [[Bool]] = []
      var tokens: [[Bool]] = []
      var count = 0
      var runs: Set<UInt64> = []
      var seen: Set<UInt64> = []
      for file in prints.files {
        // Tokens of given code: any run the course or most of the class has.
        var isGiven = [Bool](repeating: false, count: file.tokens.count)
        for (start, run) in file.runs.enumerated() where given.contains(run) {
          for token in start..<(start + CodeFingerprints.k) { isGiven[token] = true }
        }
        var own = [Bool](repeating: false, count: file.runs.count)
        var mine = [Bool](repeating: false, count: file.tokens.count)
        for (start, run) in file.runs.enumerated() {
          guard (start..<(start + CodeFingerprints.k)).contains(where: { !isGiven[$0] }) else {
            continue
          }
          own[start] = true
          runs.insert(run)
          // A repeated run takes part in a passage but adds no token of its own.
          guard seen.insert(run).inserted else { continue }
          for token in start..<(start + CodeFingerprints.k) where !isGiven[token] {
            mine[token] = true
          }
        }
        // Own code counts where it is long enough to be a passage: a stray token between
        // two given lines could never be found shared, and would only dilute the share.
        for stretch in SharedCode.stretches(own.count, where: { own[$0] })
        where stretch.count < SharedCode.minimum {
          for token in stretch { mine[token] = false }
        }
        count += mine.count { $0 }
        starts.append(own)
        tokens.append(mine)
      }
      ownStarts = starts
      ownTokens = tokens
      ownRuns = runs
      ownCount = count
    }
  }

  /// The tokens each maximal stretch of runs covers, for the runs `0..<count` where
  /// `holds`: a stretch of runs `i…j` covers tokens `i..<j + k`.
  static func stretches(_ count: Int, where holds: (Int) -> Bool) -> [Range<Int>] {
    var found: [Range<Int>] = []
    var start = 0
    while start < count {
      guard holds(start) else {
        start += 1
        continue
      }
      var end = start + 1
      while end < count, holds(end) { end += 1 }
      found.append(start..<(end - 1 + CodeFingerprints.k))
      start = end
    }
    return found
  }

  /// Per file of the side measured, the token ranges (indices into `File.tokens`) of its
  /// passages.
  var passages: [[Range<Int>]]
  /// Own tokens the passages cover.
  var tokens: Int
  var count: Int { passages.reduce(0) { $0 + $1.count } }

  /// The passages of `side`'s own code that `other` has too.
  init(_ side: Side, in other: Side) {
    var passages: [[Range<Int>]] = []
    var tokens = 0
    for (index, file) in side.prints.files.enumerated() {
      var found: [Range<Int>] = []
      let shared = Self.stretches(file.runs.count) {
        side.ownStarts[index][$0] && other.ownRuns.contains(file.runs[$0])
      }
      for covered in shared where covered.count >= Self.minimum {
        // Two passages one run apart overlap: join them.
        if let last = found.last, last.upperBound >= covered.lowerBound {
          found[found.count - 1] = last.lowerBound..<covered.upperBound
        } else {
          found.append(covered)
        }
      }
      for range in found {
        tokens += range.count { side.ownTokens[index][$0] }
      }
      passages.append(found)
    }
    self.passages = passages
    self.tokens = tokens
  }
}
