/// One token of Swift source: its kind, its bytes, and the trivia (white space and comments)
/// before it. All tokens' trivia and text, in order, reproduce the source byte for byte.
package struct Token: Sendable, Hashable {
  /// What a token is. Keywords are identifiers: the parser decides by text and position.
  package enum Kind: Sendable, Hashable {
    case identifier
    /// `` `class` ``: an identifier written with backticks.
    case backtickedIdentifier
    /// `$0`, `$value`.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// A whole string literal, interpolations included: `"a\(b)c"`, `"""…"""`, `#"…"#`.
    case stringLiteral
    /// `/a+b/`, `#/…/#`.
    case regexLiteral
    /// `+`, `==`, `&&`, `?.`: a run of operator characters.
    case `operator`
    /// `(` `)` `{` `}` `[` `]` `,` `:` `;` `@` `.` `->` `=` `&` `?` `!` (when not part of an
    /// operator).
    case punctuation
    /// `#if`, `#else`, `#elseif`, `#endif`, `#available`, `#selector`, `#file`, …
    case poundKeyword
    /// Bytes that start no token (a stray `\`, an unterminated literal's rest).
    case unknown
    case endOfFile
  }

  package var kind: Kind
  /// The token's own bytes.
  package var range: Range<Int>
  /// The white space and comments before it.
  package var leadingTrivia: Range<Int>

  package init(kind: Kind, range: Range<Int>, leadingTrivia: Range<Int>) {
    self.kind = kind
    self.range = range
    self.leadingTrivia = leadingTrivia
  }
}

/// A problem the lexer met, at a byte offset; the lexer never stops for one.
package struct LexerDiagnostic: Sendable, Hashable {
  package var offset: Int
  package var message: String
}
