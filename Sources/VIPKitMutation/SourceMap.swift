import VIPKitCore
import VIPKitSyntax

/// A Swift file read for mutation: its tokens, the bodies that may be mutated, the `weak`
/// stored properties, and the lines the author switched mutation off for.
package struct SourceMap: Sendable {
  /// A block of code run when called: a function's, an initialiser's, an accessor's.
  package struct Body: Sendable, Hashable {
    /// The tokens strictly inside the braces.
    package var tokens: Range<Int>
    /// The bytes from `{` to `}` included.
    package var braces: Range<Int>
    /// The declared return type, when written (`String`, `[Item]`, `Bool?`).
    package var returnType: String?
    /// What it is the body of: `func name`, `init`, `var name`, `var name.get`: part of a
    /// mutant's stable ID, which survives edits elsewhere in the file.
    package var declaration: String = ""
  }

  /// `weak var name: Type`, declared in a type.
  package struct WeakProperty: Sendable, Hashable {
    package var name: String
    package var type: String
    /// The `weak` keyword.
    package var keyword: Range<Int>
    /// Where the declaration ends (the end of its type).
    package var end: Int
  }

  package let source: SourceText
  package let tokens: [Token]
  package private(set) var bodies: [Body] = []
  package private(set) var weakProperties: [WeakProperty] = []
  /// 1-based lines where `// vipkit:disable-next-line` or a `disable` … `enable` range applies.
  package private(set) var disabledLines: Set<Int> = []

  package init(_ source: SourceText) {
    self.source = source
    tokens = Lexer.tokenize(source.bytes).tokens
    findDisabledLines()
    findBodies()
  }

  package func text(_ token: Token) -> String { source.text(token.range) }

  package func isDisabled(_ offset: Int) -> Bool {
    disabledLines.contains(source.location(of: offset).line)
  }

  // MARK: - Opting out

  private mutating func findDisabledLines() {
    var disabledFrom: Int?
    for token in tokens {
      let trivia = source.text(token.leadingTrivia)
      guard trivia.contains("vipkit:") else { continue }
      var offset = token.leadingTrivia.lowerBound
      for line in trivia.split(separator: "\n", omittingEmptySubsequences: false) {
        let lineNumber = source.location(of: offset).line
        defer { offset += line.utf8.count + 1 }
        // `// vipkit:disable-next-line VIP007 -- why` names rules: it is vipkit check's.
        if Self.namesCheckRule(line) { continue }
        if line.contains("vipkit:disable-next-line") {
          disabledLines.insert(lineNumber + 1)
        } else if line.contains("vipkit:disable") {
          disabledFrom = lineNumber
        } else if line.contains("vipkit:enable"), let start = disabledFrom {
          disabledLines.formUnion(start...lineNumber)
          disabledFrom = nil
        }
      }
    }
    if let start = disabledFrom {
      let last = source.location(of: source.bytes.count).line
      disabledLines.formUnion(start...max(start, last))
    }
  }

  /// Whether a `vipkit:` directive names a `vipkit check` rule (`VIP001`…).
  static func namesCheckRule(_ line: Substring) -> Bool {
    guard let directive = line.range(of: "vipkit:") else { return false }
    let words = line[directive.upperBound...].split(whereSeparator: { $0 == " " || $0 == "," })
    return words.dropFirst().prefix { $0 != "--" }.contains {
      $0.count == 6 && $0.hasPrefix("VIP") && $0.dropFirst(3).allSatisfy(\.isNumber)
    }
  }

  // MARK: - Bodies

  /// Walks the declarations (not the bodies' insides): each `func`, `init`, `deinit`,
  /// accessor and computed property gives one body; `weak var` declarations are noted.
  private mutating func findBodies() {
    var index = 0
    var pendingReturn: String?
    var expectsBody = false
    var isPropertyType = false
    // A `{` inside parentheses is a closure in a default value, never a body.
    var parenthesisDepth = 0
    // The declaration the next body belongs to, and the last property (for its accessors).
    var declaration = ""
    var property = ""
    func name(after index: Int) -> String {
      index + 1 < tokens.count ? text(tokens[index + 1]) : ""
    }
    while index < tokens.count {
      let token = tokens[index]
      let word = token.kind == .identifier ? text(token) : ""
      switch word {
      case "func", "init", "deinit", "subscript":
        expectsBody = true
        isPropertyType = false
        pendingReturn = nil
        declaration = word == "func" ? "func " + name(after: index) : word
      case "weak":
        if let property = weakProperty(at: index) { weakProperties.append(property) }
      case "struct", "class", "enum", "actor", "extension", "protocol", "typealias", "case",
        "inlinable", "_transparent", "_alwaysEmitIntoClient":
        // A type's braces are not a body; an inlinable body cannot read the file-private
        // constant the schema adds. (`class func` is a function: the next word resets.)
        expectsBody = false
        isPropertyType = false
      case "var", "let":
        // A computed property: `var name: Type {` with a getter body.
        expectsBody = word == "var"
        isPropertyType = true
        pendingReturn = nil
        property = "var " + name(after: index)
        declaration = property
      case "get", "set", "willSet", "didSet":
        if index + 1 < tokens.count, text(tokens[index + 1]) == "{" {
          let end = matchingBrace(index + 1)
          bodies.append(
            Body(
              tokens: (index + 2)..<end,
              braces: tokens[index + 1].range.lowerBound..<tokens[end].range.upperBound,
              returnType: word == "get" ? pendingReturn : nil, declaration: property + "." + word))
          index = end + 1
          continue
        }
      default:
        break
      }
      if token.kind == .punctuation || token.kind == .operator {
        let symbol = text(token)
        if symbol == "(" { parenthesisDepth += 1 }
        if symbol == ")" { parenthesisDepth = max(0, parenthesisDepth - 1) }
        if symbol == "->"
          || (symbol == ":" && isPropertyType && expectsBody && pendingReturn == nil)
        {
          pendingReturn = typeText(after: index)
        } else if symbol == "=" && isPropertyType {
          expectsBody = false
        } else if symbol == "{", parenthesisDepth == 0 {
          let end = matchingBrace(index)
          if expectsBody, !isAccessorBlock(index) {
            bodies.append(
              Body(
                tokens: (index + 1)..<end,
                braces: token.range.lowerBound..<tokens[end].range.upperBound,
                returnType: pendingReturn, declaration: declaration))
            index = end + 1
            expectsBody = false
            pendingReturn = nil
            continue
          }
          expectsBody = false
        } else if symbol == "}" {
          expectsBody = false
        }
      }
      index += 1
    }
  }

  /// Whether the block at `open` holds accessors (`{ get … set … }`), not code.
  private func isAccessorBlock(_ open: Int) -> Bool {
    guard open + 1 < tokens.count else { return false }
    var next = open + 1
    while next < tokens.count, tokens[next].kind == .punctuation, text(tokens[next]) == "@" {
      next += 2
    }
    guard next < tokens.count else { return false }
    return ["get", "set", "willSet", "didSet", "_modify", "_read"].contains(text(tokens[next]))
  }

  /// The index of the `}` matching the `{` at `open` (the last token if never closed).
  func matchingBrace(_ open: Int) -> Int {
    var depth = 0
    var index = open
    while index < tokens.count {
      let token = tokens[index]
      if token.kind == .punctuation {
        let symbol = text(token)
        if symbol == "{" { depth += 1 }
        if symbol == "}" {
          depth -= 1
          if depth == 0 { return index }
        }
      }
      index += 1
    }
    return tokens.count - 1
  }

  /// The type written after `->` or `:` at `index`, up to `{`, `where` or `=`.
  private func typeText(after index: Int) -> String {
    var parts: [String] = []
    var position = index + 1
    var depth = 0
    while position < tokens.count {
      let token = tokens[position]
      let value = text(token)
      if depth == 0, value == "{" || value == "where" || value == "=" || value == "}" { break }
      if value == "(" || value == "[" { depth += 1 }
      if value == ")" || value == "]" { depth -= 1 }
      parts.append((token.leadingTrivia.isEmpty || parts.isEmpty ? "" : " ") + value)
      position += 1
    }
    return parts.joined()
  }

  /// `weak var name: Type` with no initial value and no observers.
  private func weakProperty(at index: Int) -> WeakProperty? {
    guard index + 4 < tokens.count, text(tokens[index + 1]) == "var",
      tokens[index + 2].kind == .identifier, text(tokens[index + 3]) == ":"
    else { return nil }
    let name = text(tokens[index + 2])
    var end = index + 4
    var depth = 0
    let line = source.location(of: tokens[index].range.lowerBound).line
    while end < tokens.count {
      let value = text(tokens[end])
      if value == "(" || value == "[" { depth += 1 }
      if value == ")" || value == "]" { depth -= 1 }
      if depth == 0, source.location(of: tokens[end].range.lowerBound).line != line { break }
      if depth == 0, value == "{" || value == "=" { return nil }
      if depth == 0, value == "}" || value == ";" || value == "," { break }
      end += 1
    }
    guard end > index + 4 else { return nil }
    let typeRange = tokens[index + 4].range.lowerBound..<tokens[end - 1].range.upperBound
    return WeakProperty(
      name: name, type: source.text(typeRange), keyword: tokens[index].range,
      end: tokens[end - 1].range.upperBound)
  }
}
