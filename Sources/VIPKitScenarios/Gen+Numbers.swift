/// Numbers at a rule's edges: zero, one either side of each boundary, negatives, and large.
extension Gen where Value == Int {
  /// A whole number near the rule's `boundaries` (each, one below, one above), or zero, one,
  /// a negative, or a large number; the simplest first.
  public static func around(_ boundaries: [Int]) -> Gen {
    var values: [Int] = [0, 1, 2]
    for boundary in boundaries {
      values += [boundary, boundary - 1, boundary + 1]
    }
    values += [-1, -40, 1_000, 1_000_000]
    var seen = Set<Int>()
    return .oneOf([.element(of: values.filter { seen.insert($0).inserted }), .int(-1_000...1_000)])
  }
}

/// Lists whose elements repeat: two items that look alike are where a list keyed by value
/// goes wrong.
extension Gen {
  /// Lists of up to `count` values drawn from a small pool of this generator's values, so
  /// that the same value comes back.
  public func listWithRepeats(_ count: ClosedRange<Int>) -> Gen<[Value]> {
    list(1...3).flatMap { pool in
      Gen<Value>.element(of: pool).list(count)
    }
  }
}
