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

  /// Whether the current token is the punctuation or operator `symbol`, without making a
  /// `String`.
  func isSymbol(_ symbol: StaticString, at position: Int? = nil) -> Bool {
    let token = token(at: position ?? index)
    return (token.kind == .punctuation || token.kind == .operator) && has(token, symbol)
  }

  /// Whether the current token is the keyword (identifier) `word`, without making a `String`.
  func isKeyword(_ word: StaticString, at position: Int? = nil) -> Bool {
    let token = token(at: position ?? index)
    return token.kind == .identifier && has(token, word)
  }

  /// Whether `token`'s bytes are exactly `text`'s.
  private func has(_ token: Token, _ text: StaticString) -> Bool {
    guard token.range.count == text.utf8CodeUnitCount else { return false }
    let start = token.range.lowerBound
    return text.withUTF8Buffer { expected in
      source.bytes.withUnsafeBufferPointer { bytes in
        for offset in 0..<expected.count where bytes[start + offset] != expected[offset] {
          return false
        }
        return true
      }
    }
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
    let open = current.kind == .punctuation ? firstByte(at: index) : nil
    let close: UInt8
    switch open {
    case .openParen: close = .closeParen
    case .openBracket: close = .closeBracket
    case .openBrace: close = .closeBrace
    default:
      advance()
      return true
    }
    var depth = 0
    while !isAtEnd {
      if current.kind == .punctuation {
        let symbol = firstByte(at: index)
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
    // Gathered as bytes and made a `String` once: a type is often a dozen tokens.
    var result: [UInt8] = []
    source.bytes.withUnsafeBufferPointer { bytes in
      for position in range {
        let token = token(at: position)
        if position != range.lowerBound, !token.leadingTrivia.isEmpty {
          result.append(.space)
        }
        let clamped = token.range.clamped(to: 0..<bytes.count)
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clamped]))
      }
    }
    return String(decoding: result, as: UTF8.self)
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
