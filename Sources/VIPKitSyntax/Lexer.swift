/// Splits Swift source into tokens with their leading trivia, over UTF-8 bytes.
///
/// The lexer never throws and never stops early: what it cannot read becomes an `unknown`
/// token or the rest of an unterminated literal, with a diagnostic at the byte where the
/// problem is. Every step consumes at least one byte, so it always ends.
///
/// Use it inside `Lexer.withLexer(_:_:)` (streaming, for skimming large inputs) or through
/// `Lexer.tokenize(_:)` (all tokens at once).
package struct Lexer {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0
  /// The kind and bytes of the previous token, to tell a regex literal from division (asked
  /// only at a `/`, not of every token).
  private var previousKind: Token.Kind?
  private var previousRange = 0..<0
  package private(set) var diagnostics: [LexerDiagnostic] = []

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// Runs `body` with a lexer over `bytes`; the lexer must not escape the closure.
  package static func withLexer<Result>(
    _ bytes: [UInt8], _ body: (inout Lexer) throws -> Result
  ) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { buffer in
      var lexer = Lexer(bytes: buffer)
      return try body(&lexer)
    }
  }

  /// Every token of `bytes`, the last one `endOfFile` (which carries the final trivia).
  package static func tokenize(_ bytes: [UInt8]) -> (
    tokens: [Token], diagnostics: [LexerDiagnostic]
  ) {
    withLexer(bytes) { lexer in
      // Swift has a token every five or six bytes: room for all of them at once spares the
      // copies (and fresh pages) of an array that doubles a dozen times on a large file.
      var tokens: [Token] = []
      tokens.reserveCapacity(bytes.count / 4 + 16)
      while true {
        let token = lexer.next()
        tokens.append(token)
        if token.kind == .endOfFile { break }
      }
      return (tokens, lexer.diagnostics)
    }
  }

  /// The next token; `endOfFile` at the end, and again on every later call.
  package mutating func next() -> Token {
    let triviaStart = position
    skipTrivia()
    let start = position
    guard position < bytes.count else {
      return Token(kind: .endOfFile, range: start..<start, leadingTrivia: triviaStart..<start)
    }
    let kind = lexToken()
    previousKind = kind
    previousRange = start..<position
    return Token(kind: kind, range: start..<position, leadingTrivia: triviaStart..<start)
  }

  // MARK: - Trivia

  private mutating func skipTrivia() {
    // A shebang line is trivia of the first token.
    if position == 0, bytes.count >= 2, bytes[0] == .hash, bytes[1] == .bang {
      skipLine()
    }
    while position < bytes.count {
      switch bytes[position] {
      case .space, .tab, .newline, .carriageReturn, 0x0B, 0x0C, 0:
        position += 1
      case .slash where peek(1) == .slash:
        skipLine()
      case .slash where peek(1) == .star:
        skipBlockComment()
      default:
        return
      }
    }
  }

  private mutating func skipLine() {
    while position < bytes.count, bytes[position] != .newline {
      position += 1
    }
  }

  /// `/* … /* nested */ … */`.
  private mutating func skipBlockComment() {
    let start = position
    position += 2
    var depth = 1
    while position < bytes.count {
      if bytes[position] == .slash, peek(1) == .star {
        depth += 1
        position += 2
      } else if bytes[position] == .star, peek(1) == .slash {
        depth -= 1
        position += 2
        if depth == 0 { return }
      } else {
        position += 1
      }
    }
    diagnose(start, "unterminated block comment: add '*/'")
  }

  // MARK: - Tokens

  private mutating func lexToken() -> Token.Kind {
    let byte = bytes[position]
    switch byte {
    case _ where byte.isIdentifierHead:
      position += 1
      skipIdentifierBody()
      return .identifier
    case .digit0...(.digit9):
      return lexNumber()
    case .quote:
      return lexString(hashes: 0)
    case .backtick:
      return lexBacktickedIdentifier()
    case .dollar:
      position += 1
      skipIdentifierBody()
      return .dollarIdentifier
    case .hash:
      return lexPound()
    case .openParen, .closeParen, .openBrace, .closeBrace, .openBracket, .closeBracket,
      .comma, .colon, .semicolon, .at, .backslash:
      position += 1
      return .punctuation
    case .slash where startsRegex():
      return lexRegex(hashes: 0)
    case .dot:
      if let next = peek(1), next == .dot || (next.isOperatorCharacter && next != .slash) {
        return lexOperator()
      }
      position += 1
      return .punctuation
    case _ where byte.isOperatorCharacter:
      return lexOperator()
    default:
      position += 1
      diagnose(position - 1, "unexpected character in source")
      return .unknown
    }
  }

  private mutating func skipIdentifierBody() {
    while position < bytes.count, bytes[position].isIdentifierBody {
      position += 1
    }
  }

  private mutating func lexBacktickedIdentifier() -> Token.Kind {
    let start = position
    position += 1
    while position < bytes.count, bytes[position] != .backtick, bytes[position] != .newline {
      position += 1
    }
    guard position < bytes.count, bytes[position] == .backtick else {
      diagnose(start, "unterminated backticked identifier: add '`'")
      return .unknown
    }
    position += 1
    return .backtickedIdentifier
  }

  /// `#if`, `#"raw"#`, `#/regex/#`, or a lone `#`.
  private mutating func lexPound() -> Token.Kind {
    var hashes = 0
    while peek(hashes) == .hash { hashes += 1 }
    switch peek(hashes) {
    case .quote:
      position += hashes
      return lexString(hashes: hashes)
    case .slash:
      position += hashes
      return lexRegex(hashes: hashes)
    case let next? where hashes == 1 && next.isIdentifierHead:
      position += 1
      skipIdentifierBody()
      return .poundKeyword
    default:
      position += 1
      return .punctuation
    }
  }

  /// A run of operator characters; `=`, `->`, and a lone prefix `&`, `?` or `!` are
  /// punctuation. A run never swallows the start of a comment.
  private mutating func lexOperator() -> Token.Kind {
    let start = position
    let allowsDots = bytes[position] == .dot
    while position < bytes.count {
      let byte = bytes[position]
      guard byte.isOperatorCharacter || (allowsDots && byte == .dot) else { break }
      if byte == .slash, position > start, peek(1) == .slash || peek(1) == .star { break }
      if byte == .dot, !allowsDots { break }
      position += 1
    }
    let length = position - start
    if length == 1, [.equals, .ampersand, .question, .bang].contains(bytes[start]) {
      return .punctuation
    }
    if length == 2, bytes[start] == .minus, bytes[start + 1] == .greater {
      return .punctuation
    }
    return .operator
  }

  // MARK: Numbers

  private mutating func lexNumber() -> Token.Kind {
    var isFloat = false
    if bytes[position] == .digit0, let prefix = peek(1),
      prefix == .lowerX || prefix == .lowerB || prefix == .lowerO
    {
      position += 2
      let isHex = prefix == .lowerX
      skip { $0.isHexDigit && (isHex || $0.isDigit) || $0 == .underscore }
      if isHex {
        if peek(0) == .dot, peek(1)?.isHexDigit == true {
          isFloat = true
          position += 1
          skip { $0.isHexDigit || $0 == .underscore }
        }
        if peek(0) == .lowerP || peek(0) == .upperP {
          isFloat = true
          skipExponent()
        }
      }
    } else {
      skip { $0.isDigit || $0 == .underscore }
      if peek(0) == .dot, peek(1)?.isDigit == true {
        isFloat = true
        position += 1
        skip { $0.isDigit || $0 == .underscore }
      }
      if peek(0) == .lowerE || peek(0) == .upperE {
        isFloat = true
        skipExponent()
      }
    }
    // `1abc` is not valid Swift; keep it one token so the next one starts cleanly.
    skip { $0.isIdentifierBody }
    return isFloat ? .floatLiteral : .integerLiteral
  }

  private mutating func skipExponent() {
    position += 1
    if peek(0) == .plus || peek(0) == .minus { position += 1 }
    skip { $0.isDigit || $0 == .underscore }
  }

  // MARK: Strings

  /// A string literal from its opening quote (after any `#`s), to just after its closing
  /// quote and `#`s, interpolations included.
  private mutating func lexString(hashes: Int) -> Token.Kind {
    let start = position
    // `"""` opens a multi-line string only when the line ends after it; in a raw string,
    // `#"""#` is a one-line string of one quote.
    let multiline =
      peek(1) == .quote && peek(2) == .quote && (hashes == 0 || lineEndsAfter(position + 3))
    position += multiline ? 3 : 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .quote, closes(hashes: hashes, multiline: multiline) {
        position += (multiline ? 3 : 1) + hashes
        return .stringLiteral
      }
      if byte == .newline, !multiline {
        diagnose(start, "unterminated string literal: add '\"' before the end of the line")
        return .stringLiteral
      }
      if byte == .backslash, escapes(hashes: hashes) {
        position += 1 + hashes
        if peek(0) == .openParen {
          skipInterpolation()
        } else if position < bytes.count {
          position += 1
        }
        continue
      }
      position += 1
    }
    diagnose(start, "unterminated string literal: add '\(multiline ? "\"\"\"" : "\"")'")
    return .stringLiteral
  }

  /// Whether only spaces and tabs stand between `offset` and the end of its line.
  private func lineEndsAfter(_ offset: Int) -> Bool {
    var index = offset
    while index < bytes.count, bytes[index] == .space || bytes[index] == .tab { index += 1 }
    return index == bytes.count || bytes[index] == .newline || bytes[index] == .carriageReturn
  }

  private func closes(hashes: Int, multiline: Bool) -> Bool {
    if multiline, peek(1) != .quote || peek(2) != .quote { return false }
    let afterQuotes = multiline ? 3 : 1
    for index in 0..<hashes where peek(afterQuotes + index) != .hash {
      return false
    }
    return true
  }

  private func escapes(hashes: Int) -> Bool {
    for index in 0..<hashes where peek(1 + index) != .hash {
      return false
    }
    return true
  }

  /// `(…)` inside a string: tokens (nested strings and comments included) until the
  /// matching parenthesis.
  private mutating func skipInterpolation() {
    let start = position
    position += 1
    var depth = 1
    let savedKind = previousKind
    let savedRange = previousRange
    defer {
      previousKind = savedKind
      previousRange = savedRange
    }
    while true {
      let token = next()
      switch token.kind {
      case .endOfFile:
        diagnose(start, "unterminated string interpolation: add ')'")
        return
      case .punctuation where bytes[token.range.lowerBound] == .openParen:
        depth += 1
      case .punctuation where bytes[token.range.lowerBound] == .closeParen:
        depth -= 1
        if depth == 0 { return }
      default:
        break
      }
    }
  }

  // MARK: Regex literals

  /// Whether a `/` here starts a regex literal rather than division: not after an
  /// expression, not followed by white space, and closed on the same line.
  private func startsRegex() -> Bool {
    guard !previousEndsExpression, let next = peek(1), next != .space, next != .tab,
      next != .newline, next != .slash, next != .star
    else { return false }
    var index = position + 1
    while index < bytes.count, bytes[index] != .newline {
      if bytes[index] == .backslash {
        index += 2
        continue
      }
      if bytes[index] == .slash { return true }
      index += 1
    }
    return false
  }

  private mutating func lexRegex(hashes: Int) -> Token.Kind {
    let start = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .backslash {
        position += 2
        continue
      }
      if byte == .newline, hashes == 0 { break }
      if byte == .slash, (0..<hashes).allSatisfy({ peek(1 + $0) == .hash }) {
        position += 1 + hashes
        return .regexLiteral
      }
      position += 1
    }
    position = min(position, bytes.count)
    diagnose(start, "unterminated regex literal: add '/\(String(repeating: "#", count: hashes))'")
    return .regexLiteral
  }

  // MARK: - Helpers

  private func peek(_ offset: Int) -> UInt8? {
    let index = position + offset
    return index < bytes.count ? bytes[index] : nil
  }

  private mutating func skip(while predicate: (UInt8) -> Bool) {
    while position < bytes.count, predicate(bytes[position]) {
      position += 1
    }
  }

  private mutating func diagnose(_ offset: Int, _ message: String) {
    diagnostics.append(LexerDiagnostic(offset: offset, message: message))
  }

  /// Whether the previous token can end an expression, after which `/` is division.
  private var previousEndsExpression: Bool {
    guard let previousKind else { return false }
    return endsExpression(previousKind, previousRange)
  }

  /// Whether a token can end an expression, after which `/` is division.
  private func endsExpression(_ kind: Token.Kind, _ range: Range<Int>) -> Bool {
    switch kind {
    case .identifier:
      return !Self.keywordsBeforeExpressions.contains(bytes, range)
    case .backtickedIdentifier, .dollarIdentifier, .integerLiteral, .floatLiteral,
      .stringLiteral, .regexLiteral:
      return true
    case .punctuation:
      let byte = bytes[range.lowerBound]
      return byte == .closeParen || byte == .closeBracket || byte == .closeBrace
        || byte == .question || byte == .bang
    case .operator, .poundKeyword, .unknown, .endOfFile:
      return false
    }
  }

  /// Keywords after which an expression starts, so a `/` begins a regex.
  private static let keywordsBeforeExpressions = ByteWordSet([
    "return", "case", "in", "try", "await", "if", "guard", "while", "where", "throw",
    "else", "switch", "let", "var", "is", "as", "repeat", "defer", "yield", "some", "any",
  ])
}
