/// Guards a parser loop against spinning: each time the loop's condition is checked, the
/// position it works through must have moved forward since the last check.
///
/// A hand-written parser recovers from bad input by skipping tokens; a path that skips none
/// would loop for ever on some input nobody tried. The fuzz tests look for such input; this
/// guard makes the loop itself say so. In debug builds (the tests) a loop that did not move
/// stops with an assertion naming the position; in release builds it ends the loop, so the
/// parser returns what it has instead of hanging.
struct LoopProgress {
  private var last: Int?

  /// Whether the loop may run again: always the first time, then only if `position` is past
  /// where it was at the previous check.
  mutating func advanced(_ position: Int) -> Bool {
    defer { last = position }
    guard let last else { return true }
    assert(position > last, "a parser loop made no progress at token \(position)")
    return position > last
  }
}
