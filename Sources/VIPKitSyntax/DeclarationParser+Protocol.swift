import Foundation
import VIPKitCore

private let sourcery = Array("sourcery".utf8)
private let mockable = Array("@mockable".utf8)
private let autoMockable = Array("sourcery:AutoMockable".utf8)

extension DeclarationParser {
  /// Parses `protocol Name<…>: Inherited where … { members }`, the cursor on `protocol`.
  /// On failure, reports why and leaves the cursor after what it could not read.
  mutating func parseProtocol(declarationStart: Int) -> ProtocolDecl? {
    let (attributes, modifiers) = prefix(from: declarationStart, to: cursor.index)
    let documentation = cursor.documentation(before: cursor.token(at: declarationStart))
    let annotations = Self.annotations(
      in: cursor.token(at: declarationStart).leadingTrivia, of: cursor.source)
    cursor.advance()
    let nameToken = cursor.current
    let name = cursor.identifier(at: cursor.index) ?? ""
    cursor.advance()

    var primary: [String] = []
    if cursor.isSymbol("<") {
      cursor.advance()
      var loop = LoopProgress()
      while loop.advanced(cursor.index), !cursor.isAtEnd, !cursor.isSymbol(">"),
        !cursor.isSymbol("{")
      {
        if let identifier = cursor.identifier(at: cursor.index) { primary.append(identifier) }
        cursor.advance()
      }
      if cursor.isSymbol(">") { cursor.advance() }
    }
    var inherited: [String] = []
    if cursor.isSymbol(":") {
      cursor.advance()
      inherited = typeList()
    }
    var whereClause: String?
    if cursor.isKeyword("where") {
      cursor.advance()
      whereClause = clause()
    }
    guard cursor.isSymbol("{") else {
      diagnostics.append(
        error(
          "expected '{' to begin the body of protocol '\(name)'", at: cursor.current,
          notes: ["A protocol declaration reads `protocol \(name): Inherited { … }`."]))
      return nil
    }
    let open = cursor.current
    cursor.advance()
    guard let members = parseMembers(of: name, until: .closingBrace) else {
      diagnostics.append(
        error(
          "expected '}' to close protocol '\(name)'", at: cursor.current,
          notes: ["The protocol's body opens at \(cursor.location(open).rendered)."]))
      return nil
    }
    return ProtocolDecl(
      name: name, qualifiedName: enclosingTypePrefix + name,
      access: modifiers.first(where: Self.accessLevels.contains), attributes: attributes,
      inherited: inherited, primaryAssociatedTypes: primary, whereClause: whereClause,
      members: members, documentation: documentation, location: cursor.location(nameToken),
      condition: compilationCondition, annotations: annotations)
  }

  /// `// sourcery: AutoMockable` and `/// @mockable` in the comments above a declaration
  /// (the last blank line before it ends them).
  static func annotations(in trivia: Range<Int>, of source: SourceText) -> Set<String> {
    let bytes = source.bytes
    guard
      bytes[trivia].withContiguousStorageIfAvailable({
        $0.contains(word: sourcery) || $0.contains(word: mockable)
      }) == true
    else { return [] }
    // The block after the last blank line (two newlines in a row).
    var blockStart = trivia.lowerBound
    var offset = trivia.upperBound - 1
    while offset > trivia.lowerBound {
      if bytes[offset] == .newline, bytes[offset - 1] == .newline {
        blockStart = offset + 1
        break
      }
      offset -= 1
    }
    var found: Set<String> = []
    for line in source.trimmedLines(in: blockStart..<trivia.upperBound)
    where source.hasPrefix("//", in: line) {
      // Spaces do not count: `// sourcery: AutoMockable` and `//sourcery:AutoMockable` alike.
      let compact = bytes[line].filter { $0 != .space }
      compact.withUnsafeBufferPointer { compact in
        if compact.contains(word: autoMockable) { found.insert("AutoMockable") }
        if compact.contains(word: mockable) { found.insert("mockable") }
      }
    }
    return found
  }

  /// Where a member list ends.
  enum MemberListEnd {
    case closingBrace
    /// `#elseif`, `#else` or `#endif`, for the members of an `#if` clause.
    case conditionalClause
  }

  /// Members until `}` (consumed) or the next `#elseif`/`#else`/`#endif` (left); `nil` when
  /// the file ends first.
  mutating func parseMembers(of protocolName: String, until end: MemberListEnd)
    -> [ProtocolMember]?
  {
    var members: [ProtocolMember] = []
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      if cursor.isSymbol("}") {
        guard end == .closingBrace else { return members }
        cursor.advance()
        return members
      }
      if cursor.isSymbol(";") {
        cursor.advance()
        continue
      }
      if cursor.current.kind == .poundKeyword {
        switch cursor.currentText {
        case "#if":
          guard let block = parseConditional(of: protocolName) else { return nil }
          members.append(.conditional(block))
          continue
        case "#elseif", "#else", "#endif":
          if end == .conditionalClause { return members }
        default:
          break
        }
      }
      let start = cursor.index
      if let member = parseMember(of: protocolName) {
        members.append(member)
      } else {
        recover(from: start)
      }
    }
    return nil
  }

  /// `#if cond … #elseif cond … #else … #endif`, the cursor on `#if`.
  private mutating func parseConditional(of protocolName: String) -> ConditionalBlock? {
    var clauses: [ConditionalBlock.Clause] = []
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      let directive = cursor.currentText
      cursor.advance()
      if directive == "#endif" {
        return ConditionalBlock(clauses: clauses)
      }
      var condition: String?
      if directive != "#else" {
        let start = cursor.index
        let line = cursor.location(cursor.token(at: start - 1)).line
        var loop = LoopProgress()
        while loop.advanced(cursor.index), !cursor.isAtEnd,
          cursor.location(cursor.current).line == line
        {
          cursor.advance()
        }
        condition = cursor.normalizedText(start..<cursor.index)
      }
      guard let members = parseMembers(of: protocolName, until: .conditionalClause) else {
        return nil
      }
      clauses.append(ConditionalBlock.Clause(condition: condition, members: members))
    }
    return nil
  }

  /// One requirement, the cursor on its first attribute, modifier or keyword.
  private mutating func parseMember(of protocolName: String) -> ProtocolMember? {
    let first = cursor.current
    let start = cursor.index
    var loop = LoopProgress()
    while loop.advanced(cursor.index), cursor.isSymbol("@"), cursor.peek().kind == .identifier {
      skipAttribute()
    }
    var modifierLoop = LoopProgress()
    while modifierLoop.advanced(cursor.index), let word = cursor.identifier(at: cursor.index),
      Self.declarationModifiers.contains(word)
    {
      cursor.advance()
    }
    let (attributes, modifiers) = prefix(from: start, to: cursor.index)
    let common = MemberCommon(
      attributes: attributes, modifiers: modifiers,
      documentation: cursor.documentation(before: first), location: cursor.location(first))
    let keywordToken = cursor.current
    switch cursor.identifier(at: cursor.index) {
    case "func": return parseFunction(common)
    case "var", "let": return parseProperty(common)
    case "init": return parseInitializer(common)
    case "subscript": return parseSubscript(common)
    case "associatedtype": return parseAssociatedType(common)
    case "typealias":
      cursor.advance()
      let name = cursor.identifier(at: cursor.index) ?? ""
      cursor.advance()
      guard cursor.isSymbol("=") else { break }
      cursor.advance()
      return .typeAlias(name: name, type: typeText(), location: common.location)
    default:
      break
    }
    diagnostics.append(
      error(
        "expected a requirement in protocol '\(protocolName)' (func, var, init, subscript, "
          + "associatedtype or typealias), found '\(cursor.text(keywordToken))'",
        at: keywordToken))
    return nil
  }

  /// After a requirement it could not read: skips to the next line that starts a member,
  /// or to the protocol's closing brace, and always moves at least one token.
  private mutating func recover(from start: Int) {
    if cursor.index == start { cursor.advance() }
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      if cursor.isSymbol("{") || cursor.isSymbol("(") || cursor.isSymbol("[") {
        cursor.skipBalanced()
        continue
      }
      if cursor.isSymbol("}") || startsMember(cursor.current) { return }
      cursor.advance()
    }
  }

  /// Attributes and modifiers written between two token positions.
  private func prefix(from start: Int, to end: Int) -> (attributes: [String], modifiers: [String]) {
    var attributes: [String] = []
    var modifiers: [String] = []
    var position = start
    var loop = LoopProgress()
    while loop.advanced(position), position < end {
      if cursor.isSymbol("@", at: position) {
        let attributeEnd = attributeEnd(at: position)
        attributes.append(cursor.normalizedText(position..<attributeEnd))
        position = attributeEnd
      } else {
        if let word = cursor.identifier(at: position) { modifiers.append(word) }
        position += 1
      }
    }
    return (attributes, modifiers)
  }

  /// Whether `token` begins a new requirement: on a new line, an attribute, a modifier, a
  /// declaration keyword, a `#` directive, or the closing brace.
  func startsMember(_ token: Token) -> Bool {
    guard cursor.startsLine(token) else { return false }
    switch token.kind {
    case .poundKeyword: return true
    case .punctuation: return ["@", "}"].contains(cursor.text(token))
    case .identifier:
      let word = cursor.text(token)
      return Self.declarationKeywords.contains(word) || Self.declarationModifiers.contains(word)
    default: return false
    }
  }
}
