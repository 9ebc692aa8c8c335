/// `+=` ↔ `-=`, `*=` ↔ `/=`: a running total or a counter updated the wrong way. PIT's
/// "increments" and Stryker's "assignment expression".
///
/// Text and lists are joined with `+=` too (`message += "!"`, `items += [item]`), where `-=`
/// never compiles: those are not proposed.
struct CompoundAssignment: MutationOperator {
  let name = "compound-assignment"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(
      name: name, pairs: ["+=": "-=", "-=": "+=", "*=": "/=", "/=": "*="], kinds: [.operator],
      binaryOnly: true
    ).proposals(in: body, of: map).filter { proposal in
      guard
        let index = body.tokens.first(where: { map.tokens[$0].range == proposal.range }),
        index + 1 < body.tokens.upperBound
      else { return false }
      let next = map.tokens[index + 1]
      return next.kind != .stringLiteral && map.text(next) != "["
    }
  }
}
