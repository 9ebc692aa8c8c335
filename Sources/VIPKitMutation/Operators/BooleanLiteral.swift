/// `true` ↔ `false`.
struct BooleanLiteral: MutationOperator {
  let name = "boolean-literal"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(
      name: name, pairs: ["true": "false", "false": "true"], kinds: [.identifier],
      binaryOnly: false
    ).proposals(in: body, of: map)
  }
}
