/// Where statements and expressions start and end inside a body, from tokens alone.
extension SourceMap {
  /// Whether the token at `index` begins a statement: first in the body, first on its line,
  /// or right after `{`, `;` or `}` (and not a line that continues an expression), and not
  /// inside parentheses or brackets, where a line holds an argument or a literal's element.
  func startsStatement(_ index: Int, in body: Body) -> Bool {
    if index == body.tokens.lowerBound { return true }
    guard !isInsideGroup(index, in: body) else { return false }
    let previous = text(tokens[index - 1])
    if previous == "{" || previous == ";" || previous == "}" || previous == "in" { return true }
    return startsLine(index) && !continuesExpression(index)
  }

  /// Whether the innermost bracket open around `index` (within the body) is `(` or `[`: the
  /// token is part of an argument list, a tuple or a collection literal, never a statement.
  /// A closure's `{` inside the parentheses starts statements again.
  func isInsideGroup(_ index: Int, in body: Body) -> Bool {
    var depth = 0
    var position = index - 1
    while position >= body.tokens.lowerBound {
      switch text(tokens[position]) {
      case ")", "]", "}": depth += 1
      case "(", "[":
        if depth == 0 { return true }
        depth -= 1
      case "{":
        if depth == 0 { return false }
        depth -= 1
      default: break
      }
      position -= 1
    }
    return false
  }

  func startsLine(_ index: Int) -> Bool {
    source.bytes[tokens[index].leadingTrivia].contains(10)
  }

  /// A line that starts with `.member`, a binary operator, or `?`/`:` of a ternary continues
  /// the expression above it.
  func continuesExpression(_ index: Int) -> Bool {
    let token = tokens[index]
    let value = text(token)
    if value == "." || value == "?" || value == ":" { return true }
    return token.kind == .operator && isBinary(index)
  }

  /// The index just past the statement or expression that starts at `start`: it ends at a
  /// `;`, `,`, or closing bracket at its own depth, or where a new statement starts.
  func expressionEnd(from start: Int, in body: Body, stopAtColon: Bool = false) -> Int {
    var depth = 0
    var index = start
    while index < body.tokens.upperBound {
      let value = text(tokens[index])
      if index > start, depth == 0 {
        if value == ";" || value == "," || (stopAtColon && value == ":") { return index }
        if startsLine(index), !continuesExpression(index) { return index }
      }
      switch value {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        if depth == 0 { return index }
        depth -= 1
      default: break
      }
      index += 1
    }
    return body.tokens.upperBound
  }

  /// The bytes of tokens `first..<end`.
  func byteRange(_ first: Int, _ end: Int) -> Range<Int> {
    tokens[first].range.lowerBound..<tokens[end - 1].range.upperBound
  }
}
