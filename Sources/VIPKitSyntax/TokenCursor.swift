import Foundation
import VIPKitCore

/// A position in a file's tokens, with the questions a declaration parser asks of them.
struct TokenCursor {
  let source: SourceText
  let tokens: [Token]
  var index = 0

  init(source: SourceText, tokens: [Token]) {
    self.source = source
    self.tokens = tokens
  }

  var current: Token { token(at: index) }
  var isAtEnd: Bool { current.kind == .endOfFile }

  /// The token at `position`; the end of file for any position outside the file.
  func token(at position: Int) -> Token {
    tokens.indices.contains(position) ? tokens[position] : tokens[tokens.count - 1]
  }

  func peek(_ offset: Int = 1) -> Token { token(at: index + offset) }

  func text(_ token: Token) -> String { source.text(token.range) }

  var currentText: String { text(current) }

  /// The current token's text if it is an identifier (keywords included), without backticks.
  func identifier(at position: Int) -> String? {
    let token = token(at: position)
    switch token.kind {
    case .identifier: return text(token)
    case .backtickedIdentifier: return String(text(token).dropFirst().dropLast())
    default: return nil
    }
  }

  /// The first byte of the token at `position` (its only byte, for one-character
  /// punctuation), without making a `String`.
  func firstByte(at position: Int) -> UInt8? {
    let token = token(at: position)
    return token.range.isEmpty ? nil : source.bytes[token.range.lowerBound]
  }

  /// Whether the token at `position` is of `kind` and one of `words`, without making a
  /// `String`.
  func isIdentifier(
    in words: ByteWordSet, at position: Int, kind: Token.Kind = .identifier
  ) -> Bool {
    let token = token(at: position)
    return token.kind == kind && words.contains(source.bytes, token.range)
  }

  /// Whether the current token is the punctuation or operator `symbol`.
  func isSymbol(_ symbol: String, at position: Int? = nil) -> Bool {
    let token = token(at: position ?? index)
    return (token.kind == .punctuation || token.kind == .operator) && text(token) == symbol
  }

  /// Whether the current token is the keyword (identifier) `word`.
  func isKeyword(_ word: String, at position: Int? = nil) -> Bool {
    let token = token(at: position ?? index)
    return token.kind == .identifier && text(token) == word
  }

  /// Whether white space before the token holds a line break.
  func startsLine(_ token: Token) -> Bool {
    source.bytes[token.leadingTrivia].contains(.newline)
  }

  func location(_ token: Token) -> SourceLocation { source.location(of: token.range.lowerBound) }

  mutating func advance() {
    if index < tokens.count - 1 { index += 1 }
  }

  /// Skips a balanced `(…)`, `[…]` or `{…}` starting at the current token; returns false (at
  /// the end of the file) when it is never closed.
  @discardableResult
  mutating func skipBalanced() -> Bool {
    let open = currentText
    let close: String
    switch open {
    case "(": close = ")"
    case "[": close = "]"
    case "{": close = "}"
    default:
      advance()
      return true
    }
    var depth = 0
    while !isAtEnd {
      if current.kind == .punctuation {
        let symbol = currentText
        if symbol == open {
          depth += 1
        } else if symbol == close {
          depth -= 1
          if depth == 0 {
            advance()
            return true
          }
        }
      }
      advance()
    }
    return false
  }

  /// Source text of tokens `range`, white space between tokens folded to one space and
  /// comments dropped: `[String: Int]`, `@escaping (Int) -> Void`.
  func normalizedText(_ range: Range<Int>) -> String {
    var result = ""
    for position in range {
      let token = token(at: position)
      if position != range.lowerBound, !token.leadingTrivia.isEmpty {
        result += " "
      }
      result += text(token)
    }
    return result
  }

  /// The doc comment (`///` lines, or a `/** */` block) right before `token`, as written,
  /// each line trimmed of its indentation.
  func documentation(before token: Token) -> String? {
    // Most declarations have no comment at all before them.
    guard source.bytes[token.leadingTrivia].contains(.slash) else { return nil }
    // Lines as byte ranges, trimmed of blanks: only the comment's own lines become text.
    var lines = source.trimmedLines(in: token.leadingTrivia)
    while let last = lines.last, last.isEmpty { lines.removeLast() }
    if let last = lines.last, source.hasSuffix("*/", in: last),
      let start = lines.lastIndex(where: { source.hasPrefix("/**", in: $0) })
    {
      return lines[start...].map(source.text).joined(separator: "\n")
    }
    var start = lines.endIndex
    while start > lines.startIndex, source.hasPrefix("///", in: lines[start - 1]) { start -= 1 }
    return start == lines.endIndex ? nil : lines[start...].map(source.text).joined(separator: "\n")
  }
}
