import VIPKitSyntax

/// An argument of a call across the scene's protocols gets a value it should not: its
/// type's empty value (`""`, `0`, `nil`, `[]`, the opposite `Bool`), or, for a type that has
/// none, the call's other argument of the same type. `charge(cents: total, card: request.card)`
/// → `card: ""`: a test that checks only that `charge` was called lets it survive.
///
/// The type comes from the protocol requirement the call names (`CallSignatures`); a call
/// to anything else is left alone, since a lexer cannot tell its types.
struct ArgumentOperator: MutationOperator {
  let name = "argument"

  func proposals(in body: SourceMap.Body, of map: SourceMap) -> [Proposal] {
    proposals(in: body, of: map, signatures: .none)
  }

  func proposals(in body: SourceMap.Body, of map: SourceMap, signatures: CallSignatures)
    -> [Proposal]
  {
    var proposals: [Proposal] = []
    for open in body.tokens where map.text(map.tokens[open]) == "(" {
      guard open > body.tokens.lowerBound, map.tokens[open].leadingTrivia.isEmpty,
        map.tokens[open - 1].kind == .identifier,
        open - 1 == body.tokens.lowerBound || map.text(map.tokens[open - 2]) != "func",
        let arguments = self.arguments(after: open, in: body, of: map)
      else { continue }
      let callee = map.text(map.tokens[open - 1])
      guard
        let types = signatures.parameterTypes(of: callee, labels: arguments.map(\.label)),
        types.count == arguments.count
      else { continue }
      for (position, argument) in arguments.enumerated() {
        let text = map.source.text(argument.range)
        guard !isLiteral(argument, in: map) else { continue }
        let replacement =
          Self.emptyValue(of: types[position], replacing: text)
          ?? arguments.indices.first { other in
            other != position && types[other] == types[position]
              && map.source.text(arguments[other].range) != text
          }.map { map.source.text(arguments[$0].range) }
        guard let replacement, replacement != text else { continue }
        proposals.append(
          Proposal(operatorName: name, range: argument.range, replacement: replacement))
      }
    }
    return proposals
  }

  /// One argument: its label (`_` when it has none) and the bytes of its value.
  private struct Argument {
    var label: String
    var range: Range<Int>
    var first: Int
    var last: Int
  }

  /// The arguments between `open` and its `)`, or `nil` for a call this operator leaves
  /// alone (a closure, an `inout` or an empty list).
  private func arguments(after open: Int, in body: SourceMap.Body, of map: SourceMap)
    -> [Argument]?
  {
    var arguments: [Argument] = []
    var depth = 0
    var start = open + 1
    var index = open + 1
    while index < body.tokens.upperBound {
      let value = map.text(map.tokens[index])
      if value == "(" || value == "[" || value == "{" {
        if value == "{" { return nil }
        depth += 1
      } else if value == ")" || value == "]" || value == "}" {
        if depth == 0 {
          guard index > start else { return nil }
          arguments.append(argument(from: start, to: index - 1, of: map))
          break
        }
        depth -= 1
      } else if value == ",", depth == 0 {
        guard index > start else { return nil }
        arguments.append(argument(from: start, to: index - 1, of: map))
        start = index + 1
      }
      index += 1
    }
    guard index < body.tokens.upperBound, !arguments.isEmpty,
      arguments.allSatisfy({ $0.first <= $0.last && map.text(map.tokens[$0.first]) != "&" })
    else { return nil }
    return arguments
  }

  private func argument(from first: Int, to last: Int, of map: SourceMap) -> Argument {
    var label = "_"
    var valueStart = first
    if first + 1 <= last, map.text(map.tokens[first + 1]) == ":",
      map.tokens[first].kind == .identifier
    {
      label = map.text(map.tokens[first])
      valueStart = first + 2
    }
    // A label with no value (`f(a:)`) gives an empty argument, which `arguments` refuses.
    let range = valueStart <= last ? map.byteRange(valueStart, last + 1) : 0..<0
    return Argument(label: label, range: range, first: valueStart, last: last)
  }

  /// A literal argument is the literal operators' to change (`string-literal`,
  /// `boolean-literal`).
  private func isLiteral(_ argument: Argument, in map: SourceMap) -> Bool {
    guard argument.first == argument.last else { return false }
    let token = map.tokens[argument.first]
    switch token.kind {
    case .stringLiteral, .integerLiteral, .floatLiteral: return true
    default: return ["true", "false", "nil"].contains(map.text(token))
    }
  }

  private static let numbers: Set<String> = [
    "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    "Double", "Float", "CGFloat", "Decimal", "TimeInterval",
  ]

  /// The value a type has when it holds nothing, as Swift writes it; `nil` for a type of the
  /// app's own (a struct has no empty value a lexer can write).
  static func emptyValue(of type: String, replacing text: String) -> String? {
    if type == "String" || type == "Substring" { return "\"\"" }
    if numbers.contains(type) { return "0" }
    if type == "Bool" { return "!(\(text))" }
    if type.hasSuffix("?") { return "nil" }
    if type.hasPrefix("["), type.hasSuffix("]") {
      var depth = 0
      for character in type.dropFirst().dropLast() {
        if "[(<".contains(character) { depth += 1 }
        if "])>".contains(character) { depth -= 1 }
        if character == ":", depth == 0 { return "[:]" }
      }
      return "[]"
    }
    return nil
  }
}
