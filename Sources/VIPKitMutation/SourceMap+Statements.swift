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
    // `let names =` or `return` at the end of the line above: this line is its value
    // (found on swift-argument-parser, whose long expressions start on the next line).
    if previous == "=" || previous == "return" { return false }
    if tokens[index - 1].kind == .operator, isBinary(index - 1) { return false }
    return startsLine(index) && !continuesExpression(index)
  }

  /// Whether `index` lies inside a closure within the body: an unclosed `{` before it that
  /// opens no `if`, `guard`, `for`, `while`, `switch`, `do`, `else`, `catch`, `defer` or
  /// `repeat` block. A `return` there is the closure's, not the function's.
  func isInsideClosure(_ index: Int, in body: Body) -> Bool {
    var depth = 0
    var position = index - 1
    while position >= body.tokens.lowerBound {
      switch text(tokens[position]) {
      case "}": depth += 1
      case "{":
        if depth == 0 {
          if !opensBlock(position, in: body) { return true }
        } else {
          depth -= 1
        }
      default: break
      }
      position -= 1
    }
    return false
  }

  /// Whether the `{` at `open` opens a statement's block (`if x {`, `} else {`, `case`
  /// bodies have none), judged by the first word of the statement it ends.
  private func opensBlock(_ open: Int, in body: Body) -> Bool {
    let before = text(tokens[open - 1])
    if ["else", "do", "repeat", "defer"].contains(before) { return true }
    var start = open - 1
    var depth = 0
    while start > body.tokens.lowerBound {
      let value = text(tokens[start])
      if value == ")" || value == "]" { depth += 1 }
      if value == "(" || value == "[" { depth -= 1 }
      if depth == 0, startsLine(start) || ["{", "}", ";"].contains(text(tokens[start - 1])) {
        break
      }
      start -= 1
    }
    let first = text(tokens[start])
    return ["if", "guard", "while", "for", "switch", "catch", "}"].contains(first)
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
