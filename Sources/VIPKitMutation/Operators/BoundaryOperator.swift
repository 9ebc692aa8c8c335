/// `<` ↔ `<=`, `>` ↔ `>=`: a comparison's boundary moved by one, so that only a test at the
/// boundary itself (exactly 8 characters, not 7 or 16) tells the two apart.
///
/// `relational` turns a comparison round (`>=` → `<`), which a test on either side of the
/// line notices; this one is what PIT calls "conditionals boundary".
struct BoundaryOperator: MutationOperator {
  let name = "boundary"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(
      name: name, pairs: ["<": "<=", "<=": "<", ">": ">=", ">=": ">"], kinds: [.operator],
      binaryOnly: true
    ).proposals(in: body, of: map).filter { !choosesBetweenOperands($0, in: body, of: map) }
  }

  /// `value > limit ? limit : value`: a minimum or maximum written as a ternary, whose two
  /// branches are the compared values. At the boundary they are equal, so moving it changes
  /// nothing: an equivalent mutant (found on a clamp in the Unruly fixture, as libraries
  /// write them).
  private func choosesBetweenOperands(
    _ proposal: Proposal, in body: SourceMap.Body, of map: SourceMap
  ) -> Bool {
    guard
      let index = body.tokens.first(where: { map.tokens[$0].range == proposal.range }),
      index - 1 >= body.tokens.lowerBound, index + 5 < body.tokens.upperBound,
      map.text(map.tokens[index + 2]) == "?", map.text(map.tokens[index + 4]) == ":"
    else { return false }
    let compared = Set([map.text(map.tokens[index - 1]), map.text(map.tokens[index + 1])])
    let chosen = Set([map.text(map.tokens[index + 3]), map.text(map.tokens[index + 5])])
    return compared.count == 2 && compared == chosen
  }
}
