/// A prefix `!` or `-` goes: `!request.items.isEmpty` → `request.items.isEmpty`,
/// `-offset` → `offset`. PIT's "invert negatives" and Stryker's "unary operator".
///
/// A condition that is nothing but a negation (`guard !x else`) is left to
/// `negated-condition`, whose mutant (`!(!x)`) is the same change: one mutant, not two.
struct UnaryOperator: MutationOperator {
  let name = "unary"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    let conditions = Set(
      NegatedCondition().proposals(in: body, of: map).map(\.range.lowerBound))
    return body.tokens.compactMap { index -> Proposal? in
      let token = map.tokens[index]
      let operand = index + 1
      // A lone `!` is lexed as punctuation (it also unwraps), `-` as an operator.
      guard token.kind == .operator || token.kind == .punctuation,
        ["!", "-"].contains(map.text(token)),
        operand < body.tokens.upperBound, map.tokens[operand].leadingTrivia.isEmpty,
        isPrefix(index, in: body, of: map), !conditions.contains(token.range.lowerBound)
      else { return nil }
      let next = map.tokens[operand]
      // `-1` is a literal, `!(a)` a group: only a name (or a group, for `!`) is negated.
      let negatesName = next.kind == .identifier || next.kind == .backtickedIdentifier
      guard negatesName || (map.text(token) == "!" && map.text(next) == "(") else { return nil }
      // The operand is part of the change, so the diff reads `!a` → `a`, not a removal.
      return Proposal(
        operatorName: name, range: token.range.lowerBound..<next.range.upperBound,
        replacement: map.text(next))
    }
  }

  /// A prefix operator stands after white space or an opening bracket, never right after
  /// an operand (`x!` unwraps, `a-b` subtracts).
  private func isPrefix(_ index: Int, in body: SourceMap.Body, of map: SourceMap) -> Bool {
    guard index > body.tokens.lowerBound else { return true }
    if !map.tokens[index].leadingTrivia.isEmpty { return true }
    return ["(", "[", ",", ":", "{"].contains(map.text(map.tokens[index - 1]))
  }
}
