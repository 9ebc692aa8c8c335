/// A non-empty string literal becomes `""`: the text a presenter formats
/// (`"Welcome, \(name)!"`) must be checked by a test.
struct StringLiteral: MutationOperator {
  let name = "string-literal"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    body.tokens.compactMap { index in
      let token = map.tokens[index]
      guard token.kind == .stringLiteral, map.text(token).count > 2,
        map.text(token) != "\"\"\"\n\"\"\"", index == 0 || map.text(map.tokens[index - 1]) != "@"
      else { return nil }
      return Proposal(operatorName: name, range: token.range, replacement: "\"\"")
    }
  }
}
