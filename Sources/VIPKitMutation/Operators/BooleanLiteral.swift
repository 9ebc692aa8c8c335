/// `true` ↔ `false`, but for an `animated:` argument (`pushViewController(_:animated:)`,
/// `present(_:animated:)`, `dismiss(animated:)`): no unit test can see an animation, UIKit's
/// (a stack or a presentation changes as the call returns, animated or not) or the stand-in's,
/// so every such mutant survives and says nothing about the tests.
struct BooleanLiteral: MutationOperator {
  let name = "boolean-literal"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    body.tokens.compactMap { index in
      let token = map.tokens[index]
      guard token.kind == .identifier,
        let replacement = ["true": "false", "false": "true"][map.text(token)],
        !Self.isAnimationFlag(index, in: body, of: map)
      else { return nil }
      return Proposal(operatorName: name, range: token.range, replacement: replacement)
    }
  }

  /// Whether the literal at `index` is the value of an argument labelled `animated`.
  private static func isAnimationFlag(_ index: Int, in body: SourceMap.Body, of map: SourceMap)
    -> Bool
  {
    index - 2 >= body.tokens.lowerBound && map.text(map.tokens[index - 1]) == ":"
      && map.text(map.tokens[index - 2]) == "animated"
  }
}
