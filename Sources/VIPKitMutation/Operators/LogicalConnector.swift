/// `&&` ↔ `||`: a condition that needs both becomes one that needs either.
struct LogicalConnector: MutationOperator {
  let name = "logical-connector"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(name: name, pairs: ["&&": "||", "||": "&&"], kinds: [.operator], binaryOnly: true)
      .proposals(in: body, of: map)
  }
}
