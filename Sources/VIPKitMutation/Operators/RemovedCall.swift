/// A call whose result is not used disappears: `presenter?.presentLoading(isLoading: true)`,
/// `viewController?.displayGreeting(viewModel)`. In VIP most behaviour is such a call, so a
/// test that does not check it lets this mutant survive.
struct RemovedCall: MutationOperator {
  let name = "removed-call"

  /// Words that start statements which are not calls.
  private static let keywords: Set<String> = [
    "return", "let", "var", "if", "guard", "for", "while", "switch", "case", "default", "defer",
    "do", "throw", "break", "continue", "fallthrough", "repeat", "else", "catch", "func",
    "struct", "class", "enum", "import", "typealias", "_",
  ]

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    map.indices(of: body).compactMap { index -> Proposal? in
      let first = map.tokens[index]
      guard first.kind == .identifier, map.startsStatement(index, in: body),
        !Self.keywords.contains(map.text(first))
      else { return nil }
      let end = map.expressionEnd(from: index, in: body)
      guard end > index + 1, map.text(map.tokens[end - 1]) == ")" else { return nil }
      // An assignment or a declaration is not a call statement.
      var depth = 0
      for position in index..<end {
        let value = map.text(map.tokens[position])
        if value == "(" || value == "[" || value == "{" { depth += 1 }
        if value == ")" || value == "]" || value == "}" { depth -= 1 }
        if depth == 0,
          value == "="
            || (map.tokens[position].kind == .operator && value.hasSuffix("=")
              && !["==", "!=", "<=", ">="].contains(value))
        {
          return nil
        }
      }
      return Proposal(operatorName: name, range: map.byteRange(index, end), replacement: "")
    }
  }
}
