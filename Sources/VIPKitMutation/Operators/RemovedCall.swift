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

  /// Calls that cannot go: an initialiser's delegation, and calls that never return.
  private static let kept: Set<String> = [
    "super", "fatalError", "preconditionFailure", "abort", "exit",
  ]

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    body.tokens.compactMap { index -> Proposal? in
      let first = map.tokens[index]
      guard first.kind == .identifier, map.startsStatement(index, in: body),
        !Self.keywords.contains(map.text(first))
      else { return nil }
      let end = map.expressionEnd(from: index, in: body)
      guard end > index + 1, map.text(map.tokens[end - 1]) == ")",
        !Self.kept.contains(map.text(first)),
        !(map.text(first) == "self" && index + 2 < end && map.text(map.tokens[index + 2]) == "init")
      else { return nil }
      // A body's only expression is its return value when it returns one.
      if body.returnType != nil, index == body.tokens.lowerBound, end == body.tokens.upperBound {
        return nil
      }
      // So is a closure's, given to `map`, `filter` and their kin: it must give a value.
      if Self.isValueOfClosure(from: index, to: end, in: body, of: map) { return nil }
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

  /// Functions whose closure gives a value (found on swift-argument-parser, where removing a
  /// `filter`'s only expression never compiled).
  private static let valueClosures: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "first", "contains", "allSatisfy", "reduce",
    "sorted", "min", "max", "firstIndex", "lastIndex", "drop", "prefix", "partition",
  ]

  /// Whether `index..<end` is all of a closure (it follows the closure's `{` or `in` and
  /// ends at its `}`) handed to one of `valueClosures`.
  private static func isValueOfClosure(
    from index: Int, to end: Int, in body: SourceMap.Body, of map: SourceMap
  ) -> Bool {
    guard end < body.tokens.upperBound, map.text(map.tokens[end]) == "}" else { return false }
    var open = index - 1
    if map.text(map.tokens[open]) == "in" {
      // Back over the closure's parameters to its `{`.
      while open > body.tokens.lowerBound, map.text(map.tokens[open]) != "{" { open -= 1 }
    }
    guard open > body.tokens.lowerBound, map.text(map.tokens[open]) == "{" else { return false }
    var name = open - 1
    if map.text(map.tokens[name]) == "(" { name -= 1 }
    return valueClosures.contains(map.text(map.tokens[name]))
  }
}
