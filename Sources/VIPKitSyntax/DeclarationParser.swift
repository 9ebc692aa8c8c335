import VIPKitCore

/// Finds the protocol declarations of a Swift file, at any depth (top level, nested in types
/// or extensions), and reads their requirements.
///
/// It is a light parser: outside protocols it only follows braces and the names of the
/// types that open them. Bad input never stops it: a protocol it cannot read becomes a
/// diagnostic (`file:line:column`, what was expected), and the others are still returned.
package struct DeclarationParser {
  package struct Result: Sendable {
    package var protocols: [ProtocolDecl]
    package var diagnostics: [Diagnostic]
    /// The file's imports, as written (`import Foundation`, `@preconcurrency import Combine`);
    /// one inside `#if` blocks as a block of its own (`#if canImport(X)\nimport X\n#endif`),
    /// without `@testable`: spies need what their protocols' files import.
    package var imports: [String]

    package init(protocols: [ProtocolDecl], diagnostics: [Diagnostic], imports: [String]) {
      self.protocols = protocols
      self.diagnostics = diagnostics
      self.imports = imports
    }
  }

  var cursor: TokenCursor
  var diagnostics: [Diagnostic] = []
  var imports: [String] = []

  /// A parser at the cursor's place (`header(at:in:)` starts one inside a file).
  init(cursor: TokenCursor) {
    self.cursor = cursor
  }

  /// Whether `bytes` may declare a protocol: false when the word `protocol` appears nowhere in
  /// them but in line comments (`// …`, a doc block's `* …` lines) or as a member (`.protocol`),
  /// so the file need not be lexed at all. Most files of a real tree declare none, and many
  /// only mention the word in their comments. Never false for a file that declares one.
  package static func mayDeclareProtocol(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      var from = 0
      while let found = buffer.firstOffset(of: keyword, from: from) {
        from = found + keyword.count
        let before = found > 0 ? buffer[found - 1] : .space
        let after = from < buffer.count ? buffer[from] : .space
        // Part of a longer word, a member, or an escaped name: not the keyword.
        if before.isIdentifierBody || before == .dot || before == .backtick { continue }
        if after.isIdentifierBody || after == .backtick { continue }
        if !isInLineComment(buffer, at: found) { return true }
      }
      return false
    }
  }

  /// Whether the line of `offset` starts (after blanks) with `//`, or with a `*` that does not
  /// close a block comment: the rest of such a line is comment.
  private static func isInLineComment(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool
  {
    var start = offset
    while start > 0, buffer[start - 1] != .newline { start -= 1 }
    while start < offset, buffer[start] == .space || buffer[start] == .tab { start += 1 }
    guard start + 1 < offset else { return false }
    if buffer[start] == .slash, buffer[start + 1] == .slash { return true }
    return buffer[start] == .star && buffer[start + 1] != .slash
  }

  private static let keyword = Array("protocol".utf8)

  /// Parses `source` and returns its protocols, in source order.
  package static func protocols(in source: SourceText) -> Result {
    let lexed = Lexer.tokenize(source.bytes)
    var parser = DeclarationParser(cursor: TokenCursor(source: source, tokens: lexed.tokens))
    let protocols = parser.scan()
    // An unterminated literal or comment explains a protocol that cannot be read; report it
    // first, where it is.
    let lexical = lexed.diagnostics.map {
      Diagnostic(.error, $0.message, at: source.location(of: $0.offset))
    }
    return Result(
      protocols: protocols, diagnostics: lexical + parser.diagnostics, imports: parser.imports)
  }

  /// The names of the types whose braces enclose the cursor (`nil` for other braces).
  private var scopes: [String?] = []

  /// One `#if` block the cursor is in: the conditions of the branches before the current
  /// one, and the current branch's (`nil` in `#else`).
  struct ConditionalContext {
    var earlier: [String]
    var current: String?
  }

  /// The `#if` blocks that enclose the cursor, outermost first.
  private(set) var conditionals: [ConditionalContext] = []

  /// Walks the whole file, following braces, and parses each protocol it meets.
  private mutating func scan() -> [ProtocolDecl] {
    var protocols: [ProtocolDecl] = []
    var declarationStart: Int?
    var pendingTypeName: String?
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      let token = cursor.current
      switch token.kind {
      case .poundKeyword:
        if followConditional() { continue }
      case .punctuation:
        switch cursor.firstByte(at: cursor.index) {
        case .openBrace:
          scopes.append(pendingTypeName)
          pendingTypeName = nil
        case .closeBrace:
          _ = scopes.popLast()
          pendingTypeName = nil
        case .at where cursor.peek().kind == .identifier:
          declarationStart = declarationStart ?? cursor.index
          skipAttribute()
          continue
        default:
          break
        }
      case .identifier:
        if cursor.isIdentifier(in: Self.modifierWords, at: cursor.index) {
          declarationStart = declarationStart ?? cursor.index
          cursor.advance()
          continue
        }
        if cursor.isKeyword("protocol"),
          cursor.identifier(at: cursor.index + 1) != nil,
          !cursor.isSymbol(".", at: cursor.index - 1)
        {
          let start = declarationStart ?? cursor.index
          if let decl = parseProtocol(declarationStart: start) {
            protocols.append(decl)
          }
          declarationStart = nil
          continue
        }
        if scopes.isEmpty, cursor.isKeyword("import") {
          // An import inside `#if` blocks keeps its condition: `#if canImport(X)`, the line,
          // `#endif`, as one entry.
          recordImport(
            attributesFrom: declarationStart ?? cursor.index,
            condition: conditionals.count == 1 && conditionals[0].earlier.isEmpty
              ? conditionals[0].current : compilationCondition)
          declarationStart = nil
          continue
        }
        if cursor.isIdentifier(in: Self.typeKeywordWords, at: cursor.index),
          let name = typeName(after: cursor.index)
        {
          pendingTypeName = name
        }
      default:
        break
      }
      declarationStart = nil
      cursor.advance()
    }
    return protocols
  }

  /// Follows `#if`, `#elseif`, `#else` and `#endif` outside protocols, so each protocol
  /// knows the branch it is declared in; leaves the cursor after the directive's line and
  /// returns `true`, or returns `false` for any other `#` word.
  private mutating func followConditional() -> Bool {
    let directive = cursor.currentText
    guard ["#if", "#elseif", "#else", "#endif"].contains(directive) else { return false }
    let line = cursor.location(cursor.current).line
    cursor.advance()
    let start = cursor.index
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd, directive != "#else", directive != "#endif",
      cursor.location(cursor.current).line == line
    {
      cursor.advance()
    }
    let condition = cursor.normalizedText(start..<cursor.index)
    switch directive {
    case "#if":
      conditionals.append(ConditionalContext(earlier: [], current: condition))
    case "#elseif", "#else":
      guard var context = conditionals.popLast() else { return true }
      if let current = context.current { context.earlier.append(current) }
      context.current = directive == "#else" ? nil : condition
      conditionals.append(context)
    default:
      _ = conditionals.popLast()
    }
    return true
  }

  /// The condition under which the code at the cursor is compiled, from the enclosing `#if`
  /// branches (`canImport(Combine) && !(os(Linux))`), or `nil` outside any.
  var compilationCondition: String? {
    let parts = conditionals.flatMap { context in
      context.earlier.map { "!(\($0))" } + (context.current.map { ["(\($0))"] } ?? [])
    }
    return parts.isEmpty ? nil : parts.joined(separator: " && ")
  }

  /// `import Module`, `import struct Module.Type`, with `@preconcurrency` if written,
  /// the cursor on `import`; leaves the cursor after the module path.
  private mutating func recordImport(attributesFrom start: Int, condition: String? = nil) {
    var attributes: [String] = []
    var position = start
    var loop = LoopProgress()
    while loop.advanced(position), position < cursor.index {
      // Only `@preconcurrency` means the same in the spies' file; `@testable`, `@_exported`
      // and `@_documentation(…)` do not belong there.
      if cursor.isSymbol("@", at: position), let name = cursor.identifier(at: position + 1),
        name == "preconcurrency"
      {
        attributes.append("@" + name)
      }
      position += 1
    }
    cursor.advance()
    var kind = ""
    if let word = cursor.identifier(at: cursor.index),
      ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(word),
      cursor.identifier(at: cursor.index + 1) != nil
    {
      kind = word + " "
      cursor.advance()
    }
    guard var path = cursor.identifier(at: cursor.index) else { return }
    cursor.advance()
    var pathLoop = LoopProgress()
    while pathLoop.advanced(cursor.index), cursor.isSymbol("."),
      let next = cursor.identifier(at: cursor.index + 1)
    {
      path += "." + next
      cursor.advance()
      cursor.advance()
    }
    let line = (attributes + ["import \(kind)\(path)"]).joined(separator: " ")
    imports.append(condition.map { "#if \($0)\n\(line)\n#endif" } ?? line)
  }

  /// `@name`, `@Module.Name` or `@name(…)`, leaving the cursor after it.
  mutating func skipAttribute() {
    cursor.index = attributeEnd(at: cursor.index)
  }

  /// The index just past the attribute whose `@` is at `start`: its name, qualified or not
  /// (`@NotificationToneManager.ConversionActor`), and its arguments when they follow the
  /// name with no space (`@available(iOS 15, *)`).
  func attributeEnd(at start: Int) -> Int {
    var end = start + 2
    var loop = LoopProgress()
    while loop.advanced(end), cursor.isSymbol(".", at: end), cursor.identifier(at: end + 1) != nil {
      end += 2
    }
    // `@Builder<Request, Response>`: a generic attribute's arguments.
    if cursor.token(at: end).kind == .operator, cursor.text(cursor.token(at: end)).hasPrefix("<"),
      cursor.token(at: end).leadingTrivia.isEmpty
    {
      end = angleBracketsEnd(at: end)
    }
    if cursor.isSymbol("(", at: end), cursor.token(at: end).leadingTrivia.isEmpty {
      var inner = cursor
      inner.index = end
      inner.skipBalanced()
      end = inner.index
    }
    return end
  }

  /// The index just past the `>` that closes the `<` at `start` (operator tokens may hold
  /// several, as `>>` does); the end of the file when none does.
  private func angleBracketsEnd(at start: Int) -> Int {
    var depth = 0
    var position = start
    var loop = LoopProgress()
    while loop.advanced(position), position < cursor.tokens.count {
      let token = cursor.token(at: position)
      if token.kind == .endOfFile { return position }
      if token.kind == .operator {
        for byte in cursor.text(token).utf8 {
          if byte == UInt8(ascii: "<") { depth += 1 }
          if byte == UInt8(ascii: ">") { depth -= 1 }
        }
        if depth <= 0 { return position + 1 }
      }
      position += 1
    }
    return position
  }

  /// `Outer.Inner` for `extension Outer.Inner`, `Name` for `struct Name<T>`; `nil` when the
  /// keyword is a modifier (`class func`).
  private func typeName(after keyword: Int) -> String? {
    var position = keyword + 1
    guard var name = cursor.identifier(at: position),
      !Self.declarationKeywords.contains(name)
    else { return nil }
    var loop = LoopProgress()
    while loop.advanced(position), cursor.isSymbol(".", at: position + 1),
      let next = cursor.identifier(at: position + 2)
    {
      name += "." + next
      position += 2
    }
    return name
  }

  /// `Outer.Inner.` for the scopes that enclose the cursor, to qualify a nested protocol.
  var enclosingTypePrefix: String {
    scopes.compactMap { $0 }.map { $0 + "." }.joined()
  }

  func error(_ message: String, at token: Token, notes: [String] = []) -> Diagnostic {
    Diagnostic(.error, message, at: cursor.location(token), notes: notes)
  }

  static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension"]

  // The same words, looked up by bytes in the scanner's loop.
  static let typeKeywordWords = ByteWordSet(typeKeywords)
  static let modifierWords = ByteWordSet(declarationModifiers)

  static let declarationKeywords: Set<String> = [
    "func", "var", "let", "init", "subscript", "typealias", "associatedtype", "protocol",
    "struct", "class", "enum", "actor", "extension", "case", "deinit", "macro", "operator",
    "precedencegroup", "import",
  ]

  /// Words that may stand before a declaration's keyword.
  static let declarationModifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
    "nonisolated", "indirect", "mutating", "nonmutating", "override", "required",
    "convenience", "optional", "dynamic", "lazy", "weak", "unowned", "isolated", "consuming",
    "borrowing", "distributed", "prefix", "postfix", "infix", "__consuming",
  ]

  static let accessLevels: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open",
  ]
}
