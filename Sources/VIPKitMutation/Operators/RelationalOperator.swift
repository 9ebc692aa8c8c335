/// `==` ↔ `!=`, `<` → `>=`, `>` → `<=`, `<=` → `>`, `>=` → `<`: a comparison turned round,
/// which a test of the boundary notices.
struct RelationalOperator: MutationOperator {
  let name = "relational"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(
      name: name,
      pairs: ["==": "!=", "!=": "==", "<": ">=", ">": "<=", "<=": ">", ">=": "<"],
      kinds: [.operator], binaryOnly: true
    ).proposals(in: body, of: map)
  }
}
