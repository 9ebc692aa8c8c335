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
      guard next.kind != .stringLiteral, map.text(next) != "[" else { return false }
      return
        !(index > body.tokens.lowerBound
        && Self.joinsValues(map.text(map.tokens[index - 1]), in: map))
    }
  }

  /// Whether the file declares `name` as text or a list (`var results: [String] = []`,
  /// `var line = ""`): `results += names.map(…)` then joins lists (found on
  /// swift-argument-parser).
  private static func joinsValues(_ name: String, in map: SourceMap) -> Bool {
    let tokens = map.tokens
    for index in tokens.indices.dropLast(3)
    where map.text(tokens[index]) == "var" && map.text(tokens[index + 1]) == name {
      let mark = map.text(tokens[index + 2])
      let value = tokens[index + 3]
      if mark == ":", map.text(value) == "[" || ["String", "Substring"].contains(map.text(value)) {
        return true
      }
      if mark == "=",
        value.kind == .stringLiteral || map.text(value) == "[" || map.text(value) == "String"
      {
        return true
      }
    }
    return false
  }
}
