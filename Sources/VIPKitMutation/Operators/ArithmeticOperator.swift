/// `+` ↔ `-`, `*` ↔ `/` between two operands: a calculation the tests should pin down.
struct ArithmeticOperator: MutationOperator {
  let name = "arithmetic"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    TokenSwap(
      name: name, pairs: ["+": "-", "-": "+", "*": "/", "/": "*"], kinds: [.operator],
      binaryOnly: true
    ).proposals(in: body, of: map)
  }
}
