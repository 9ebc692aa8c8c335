/// The choices a generator makes, drawn from a seed or replayed from a list.
///
/// Generators never call a random number generator themselves: every decision they take is
/// one `draw(below:)` from this stream, which records it. A scenario is therefore nothing but
/// its list of choices, and shrinking works on that list (shorter, then smaller numbers),
/// never on the values: generators stay plain values, and one shrinker serves them all
/// (the approach Hypothesis calls internal shrinking). A choice of 0 is always the simplest
/// thing a generator can make, so a list of zeros is the smallest scenario.
public struct ChoiceStream: Sendable {
  private var random: SplitMix64?
  private let replayed: [UInt64]
  private var position = 0

  /// Every choice made so far, in order.
  public private(set) var choices: [UInt64] = []

  /// How large the things drawn may be: lists are at most this long. Scenarios drawn early
  /// in a run get a small size, so the smallest come first.
  public let size: Int

  /// How often (per thousand) a seeded draw is made 0, the simplest choice: scenarios drawn
  /// early in a run are mostly simple, with one or two choices that are not, so the first
  /// that tells two scenes apart is small and easy to read.
  private let simplicity: UInt64

  /// A stream of seeded random choices; `simplicity` (0 to 1) is the share of draws made the
  /// simplest.
  public init(seed: UInt64, size: Int, simplicity: Double = 0) {
    random = SplitMix64(seed: seed)
    replayed = []
    self.size = max(0, size)
    self.simplicity = UInt64(min(max(simplicity, 0), 1) * 1_000)
  }

  /// A stream that replays `choices`, then answers 0 (the simplest choice) once they run
  /// out, so any list of numbers makes some scenario.
  public init(replaying choices: [UInt64], size: Int = 100) {
    random = nil
    replayed = choices
    self.size = max(0, size)
    simplicity = 0
  }

  /// A number in `0..<bound` (`bound` at least 1).
  public mutating func draw(below bound: UInt64) -> UInt64 {
    let limit = max(bound, 1)
    let value: UInt64
    if var generator = random {
      let simple = simplicity > 0 && generator.next() % 1_000 < simplicity
      value = simple ? 0 : generator.next() % limit
      random = generator
    } else if position < replayed.count {
      value = min(replayed[position], limit - 1)
    } else {
      value = 0
    }
    position += 1
    choices.append(value)
    return value
  }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64): the same seed
/// draws the same numbers on every platform and every run.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
