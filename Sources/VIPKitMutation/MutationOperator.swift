import VIPKitSyntax

/// A kind of change: it proposes every place in a body where it applies.
package protocol MutationOperator: Sendable {
  /// The name reports and `--operator` use (`relational`, `removed-call`).
  var name: String { get }
  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal]
  /// The same, knowing the types of the module's protocol requirements; only `argument`
  /// needs them.
  func proposals(in body: SourceMap.Body, of map: SourceMap, signatures: CallSignatures)
    -> [Proposal]
}

extension MutationOperator {
  package func proposals(
    in body: SourceMap.Body, of map: SourceMap, signatures: CallSignatures
  ) -> [Proposal] {
    proposals(in: body, of: map)
  }
}

/// Every operator, in report order.
package enum MutationOperators {
  package static let all: [any MutationOperator] = [
    RelationalOperator(), BoundaryOperator(), LogicalConnector(), NegatedCondition(),
    UnaryOperator(), BooleanLiteral(), ArithmeticOperator(), CompoundAssignment(),
    RemovedCall(), ArgumentOperator(), StringLiteral(), SwappedTernary(), ReturnValue(),
  ]

  /// The declaration-level operator, `weak var` → `var`, which has no body to switch in.
  package static let weakToStrong = "weak-to-strong"

  package static var names: [String] { all.map(\.name) + [weakToStrong] }
}

extension SourceMap {
  /// Whether the operator token at `index` is used as a binary operator: white space on
  /// both sides, as `swift format` writes them (`a < b`, not `Array<Int>` or `x!`).
  func isBinary(_ index: Int) -> Bool {
    guard index + 1 < tokens.count else { return false }
    return !tokens[index].leadingTrivia.isEmpty && !tokens[index + 1].leadingTrivia.isEmpty
  }

}

/// Swaps one token for another, for operators that are a table of pairs.
struct TokenSwap {
  let name: String
  let pairs: [String: String]
  let kinds: Set<Token.Kind>
  let binaryOnly: Bool

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    body.tokens.compactMap { index in
      let token = map.tokens[index]
      guard kinds.contains(token.kind), let replacement = pairs[map.text(token)],
        !binaryOnly || map.isBinary(index)
      else { return nil }
      return Proposal(operatorName: name, range: token.range, replacement: replacement)
    }
  }
}
