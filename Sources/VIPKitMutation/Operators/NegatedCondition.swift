/// The condition of an `if`, `guard` or `while` becomes its opposite: `if x` → `if !(x)`.
/// Conditions that bind (`if let`, `case`) or list several clauses are left alone.
struct NegatedCondition: MutationOperator {
  let name = "negated-condition"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    body.tokens.compactMap { index -> Proposal? in
      let keyword = map.tokens[index]
      guard keyword.kind == .identifier else { return nil }
      let word = map.text(keyword)
      guard word == "if" || word == "guard" || word == "while" else { return nil }
      let terminator = word == "guard" ? "else" : "{"
      var end = index + 1
      var depth = 0
      while end < body.tokens.upperBound {
        let value = map.text(map.tokens[end])
        if depth == 0, value == terminator { break }
        if depth == 0, ["let", "var", "case", ",", "#available", "#unavailable"].contains(value) {
          return nil
        }
        if value == "(" || value == "[" { depth += 1 }
        if value == ")" || value == "]" { depth -= 1 }
        end += 1
      }
      guard end > index + 1, end < body.tokens.upperBound else { return nil }
      let range = map.byteRange(index + 1, end)
      return Proposal(operatorName: name, range: range, replacement: "!(\(map.source.text(range)))")
    }
  }
}
