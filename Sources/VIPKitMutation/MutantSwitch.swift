import Foundation

/// How a test process is told which mutant is on: the value of `VIPKIT_MUTANT`, read once by
/// the schema.
///
/// A team's run passes the mutant's number as it is (`VIPKIT_MUTANT=17`), which a person can
/// read in a log and paste into a shell. A grader cannot: a student's test that fails
/// whenever the variable is above zero "kills" every mutant without testing anything. So
/// graded runs pass a token instead, for every run, the unmutated ones too: 63 random-looking
/// bits (a positive `Int`) that the schema turns back into a number with this copy's key. A token for no mutant
/// (a decoy) cannot be told from a mutant's without the key, and each run's token is new.
///
/// The key is in the schema's source and the key's file, both in the grader's copy, which a
/// graded test never sees (it runs from the student's run folder, `Options.runFolder`), and
/// compiled into the test binary: a test that digs it out of its own machine code and
/// decodes its token as the schema does can still tell. Decoy runs catch every test that
/// reads its environment, `/proc`, files or the clock and guesses.
struct MutantSwitch: Sendable, Equatable {
  /// Values below this are a mutant's number as it is.
  static let plainLimit: UInt64 = 1 << 24
  /// The top 32 bits of a decoded token that mark it as a mutant's: a value read with the
  /// wrong key (a guess at it) has them by chance once in four billion.
  private static let marker: UInt64 = 0x5AC3_E1B7
  private static let multipliers: (UInt64, UInt64) = (0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB)

  let key: UInt64

  init(key: UInt64) {
    self.key = key
  }

  /// A switch with a key of its own, drawn now.
  static func random() -> MutantSwitch {
    var generator = SystemRandomNumberGenerator()
    return MutantSwitch(key: generator.next())
  }

  /// The value that turns on mutant `id` (0: none); with `hidden`, a token, new each time.
  func value(for id: Int, hidden: Bool) -> String {
    guard hidden else { return String(id) }
    var generator = SystemRandomNumberGenerator()
    guard id > 0, UInt64(id) < Self.plainLimit else { return String(decoy(using: &generator)) }
    while true {
      let salt = generator.next() & 0xFF
      let token = unmix((Self.marker << 32) | (salt << 24) | UInt64(id)) ^ key
      // A token small enough to read as a plain number would be one, and every token is a
      // positive `Int`, as a decoy is; another salt is neither.
      if token >= Self.plainLimit, token <= UInt64(Int.max) { return String(token) }
    }
  }

  /// A token that turns on no mutant.
  private func decoy(using generator: inout SystemRandomNumberGenerator) -> UInt64 {
    while true {
      let token: UInt64 = generator.next() & UInt64(Int.max)
      if token >= Self.plainLimit, decode(token) == 0 { return token }
    }
  }

  /// The mutant a value turns on, as the schema reads it.
  func decode(_ value: UInt64) -> Int {
    if value < Self.plainLimit { return Int(value) }
    let mixed = mix(value ^ key)
    return mixed >> 32 == Self.marker ? Int(mixed & (Self.plainLimit - 1)) : 0
  }

  /// The schema's reading of `VIPKIT_MUTANT`, as one Swift expression: `decode`, written out.
  var expression: String {
    let hex = { (value: UInt64) in "0x" + String(value, radix: 16) }
    return """
      getenv("VIPKIT_MUTANT").flatMap { UInt64(String(cString: $0)) }.map { (value: UInt64) -> Int in \
      if value < \(hex(Self.plainLimit)) { return Int(value) }; \
      var z = value ^ \(hex(key)); z = z &* \(hex(Self.multipliers.0)); z ^= z >> 32; \
      z = z &* \(hex(Self.multipliers.1)); z ^= z >> 32; \
      return z >> 32 == \(hex(Self.marker)) ? Int(z & \(hex(Self.plainLimit - 1))) : 0 } ?? 0
      """
  }

  /// A bijection of 64 bits: two rounds of an odd multiplication and a fold of the high half
  /// into the low one (each its own inverse).
  private func mix(_ value: UInt64) -> UInt64 {
    var z = value &* Self.multipliers.0
    z ^= z >> 32
    z = z &* Self.multipliers.1
    return z ^ (z >> 32)
  }

  private func unmix(_ value: UInt64) -> UInt64 {
    var z = value ^ (value >> 32)
    z = z &* Self.inverse(Self.multipliers.1)
    z ^= z >> 32
    return z &* Self.inverse(Self.multipliers.0)
  }

  /// The inverse of an odd number modulo 2^64 (Newton's iteration doubles the correct bits).
  private static func inverse(_ odd: UInt64) -> UInt64 {
    var inverse = odd
    for _ in 0..<5 { inverse = inverse &* (2 &- odd &* inverse) }
    return inverse
  }
}
