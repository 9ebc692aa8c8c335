/// `+` ↔ `-`, `*` ↔ `/` between two operands: a calculation the tests should pin down.
///
/// A `+` next to a string literal joins strings (`"Order " + id`): `-` has no meaning there
/// and could never compile, so it is not proposed.
struct ArithmeticOperator: MutationOperator {
  let name = "arithmetic"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(
      name: name, pairs: ["+": "-", "-": "+", "*": "/", "/": "*"], kinds: [.operator],
      binaryOnly: true
    ).proposals(in: body, of: map).filter { !joinsStrings($0, in: body, of: map) }
  }

  private func joinsStrings(_ proposal: Proposal, in body: SourceMap.Body, of map: SourceMap)
    -> Bool
  {
    guard
      let index = body.tokens.first(where: { map.tokens[$0].range == proposal.range }),
      map.text(map.tokens[index]) == "+"
    else { return false }
    let neighbours = [index - 1, index + 1].filter { body.tokens.contains($0) }
    return neighbours.contains { map.tokens[$0].kind == .stringLiteral }
  }
}
