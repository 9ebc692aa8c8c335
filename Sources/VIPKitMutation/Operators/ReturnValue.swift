import Foundation

/// `return value` → `return` the type's empty or default value (`""`, `0`, `false`, `nil`,
/// `[]`), for functions whose return type says which.
struct ReturnValue: MutationOperator {
  let name = "return-value"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    guard let type = body.returnType, let empty = Self.emptyValue(for: type) else { return [] }
    return body.tokens.compactMap { index -> Proposal? in
      let keyword = map.tokens[index]
      guard keyword.kind == .identifier, map.text(keyword) == "return",
        index + 1 < body.tokens.upperBound, !map.startsLine(index + 1),
        // A closure's `return` returns the closure's type, not the function's.
        !map.isInsideClosure(index, in: body)
      else { return nil }
      let end = map.expressionEnd(from: index + 1, in: body)
      guard end > index + 1 else { return nil }
      let range = map.byteRange(index + 1, end)
      let current = map.source.text(range)
      let replacement = current == empty ? (type == "Bool" ? "true" : nil) : empty
      return replacement.map { Proposal(operatorName: name, range: range, replacement: $0) }
    }
  }

  /// The value that means "nothing" for common types.
  static func emptyValue(for type: String) -> String? {
    let trimmed = type.trimmingCharacters(in: .whitespaces)
    if trimmed.hasSuffix("?") { return "nil" }
    switch trimmed {
    case "Bool": return "false"
    case "String": return "\"\""
    case "Int", "Double", "Float", "Decimal", "UInt": return "0"
    default: break
    }
    if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
      return trimmed.contains(":") ? "[:]" : "[]"
    }
    return nil
  }
}
