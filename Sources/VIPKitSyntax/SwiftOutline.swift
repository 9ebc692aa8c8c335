import VIPKitCore

/// The outline of a Swift file that rules about architecture need: its imports, type aliases,
/// the types and extensions it declares (with what they inherit), their stored and computed
/// properties, and where each body's tokens are.
///
/// Read from the lexer's tokens, so nothing in a comment or a string literal is ever taken for
/// code. It is a light reading, not a parse: it never fails, and what it cannot place it
/// leaves out.
package struct SwiftOutline: Sendable {
  /// `class`, `struct`, `enum`, `actor`, `extension` or `protocol` with its body.
  package struct TypeDecl: Sendable {
    package var keyword: String
    /// `LoginInteractor`; `Outer.Inner` for `extension Outer.Inner`.
    package var name: String
    /// The inheritance clause's entries, as written: `LoginBusinessLogic`, `NSObject`.
    package var inherited: [String]
    /// `@MainActor`, `@Observable`, as written before the keyword.
    package var attributes: [String]
    package var location: SourceLocation
    /// The token indices strictly inside the braces.
    package var body: Range<Int>
    /// The bodies of types declared inside this one, whose tokens are theirs, not this one's.
    package var nestedBodies: [Range<Int>] = []
    package var properties: [Property] = []

    /// The token indices of this type's own code (nested types left out).
    package var ownTokens: [Int] {
      body.filter { index in !nestedBodies.contains { $0.contains(index) } }
    }
  }

  /// A `var` or `let` declared directly in a type's body.
  package struct Property: Sendable {
    package var name: String
    /// The annotated type, as written (`(any LoginDisplayLogic)?`); `nil` when inferred.
    package var type: String?
    /// What it is set to (`DateFormatter()`), when it is.
    package var initializer: String?
    /// `weak`, `unowned`, `static`, `lazy`, `private(set)`, … and attributes (`@Published`).
    package var modifiers: [String]
    package var isLet: Bool
    /// False for a computed property (`var x: Int { … }` without `didSet`/`willSet`).
    package var isStored: Bool
    /// The index of the name's token.
    package var token: Int
    package var location: SourceLocation

    package var isWeak: Bool { modifiers.contains("weak") || modifiers.contains("unowned") }
    package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
  }

  /// `import UIKit` (attributes and kinds dropped): the module and the module token's place.
  package struct Import: Sendable {
    package var module: String
    package var location: SourceLocation
  }

  /// `typealias LoginInteractorInput = LoginViewControllerOutput`.
  package struct TypeAlias: Sendable {
    package var name: String
    package var target: String
  }

  /// A `//` or `/* */` comment: its text and the line it starts on.
  package struct Comment: Sendable {
    package var text: String
    package var line: Int
  }

  package let source: SourceText
  package let tokens: [Token]
  package private(set) var types: [TypeDecl] = []
  package private(set) var imports: [Import] = []
  package private(set) var typeAliases: [TypeAlias] = []

  /// Reads the outline of `source`.
  package init(_ source: SourceText) {
    self.source = source
    tokens = Lexer.tokenize(source.bytes).tokens
    var reader = OutlineReader(cursor: TokenCursor(source: source, tokens: tokens))
    reader.read()
    types = reader.types
    imports = reader.imports
    typeAliases = reader.typeAliases
  }

  /// The text of the token at `index`.
  package func text(_ index: Int) -> String {
    tokens.indices.contains(index) ? source.text(tokens[index].range) : ""
  }

  /// The kind of the token at `index` (the end of file past the last).
  package func kind(_ index: Int) -> Token.Kind {
    tokens.indices.contains(index) ? tokens[index].kind : .endOfFile
  }

  /// Where the token at `index` starts.
  package func location(_ index: Int) -> SourceLocation {
    source.location(of: tokens[min(index, tokens.count - 1)].range.lowerBound)
  }

  /// Every comment in the file, in order.
  package var comments: [Comment] {
    var comments: [Comment] = []
    for token in tokens where token.leadingTrivia.count > 1 {
      var offset = token.leadingTrivia.lowerBound
      let end = token.leadingTrivia.upperBound
      let bytes = source.bytes
      while offset < end - 1 {
        guard bytes[offset] == .slash, bytes[offset + 1] == .slash || bytes[offset + 1] == .star
        else {
          offset += 1
          continue
        }
        let isLine = bytes[offset + 1] == .slash
        var stop = offset + 2
        while stop < end,
          isLine ? bytes[stop] != .newline : !(bytes[stop - 1] == .star && bytes[stop] == .slash)
        {
          stop += 1
        }
        comments.append(
          Comment(
            text: source.text(offset..<min(stop + (isLine ? 0 : 1), end)),
            line: source.location(of: offset).line))
        offset = stop + 1
      }
    }
    return comments
  }

  /// The normalized text of the line the token at `index` is on: its tokens, one space apart.
  /// A finding's fingerprint: it survives edits above the line, not edits to it.
  package func lineText(of index: Int) -> String {
    let line = location(index).line
    var first = index
    while first > 0, location(first - 1).line == line { first -= 1 }
    var last = index
    while last + 1 < tokens.count - 1, location(last + 1).line == line { last += 1 }
    return (first...last).map(text).joined(separator: " ")
  }
}

/// Walks the tokens once, keeping a stack of open braces.
private struct OutlineReader {
  var cursor: TokenCursor
  var types: [SwiftOutline.TypeDecl] = []
  var imports: [SwiftOutline.Import] = []
  var typeAliases: [SwiftOutline.TypeAlias] = []
  /// For each open brace: the type whose body it opens, if it opens one.
  var braces: [Int?] = []
  /// The type whose header was just read: its body opens at the next `{`.
  var pendingType: Int?

  static let typeKeywords: Set<String> = [
    "class", "struct", "enum", "actor", "extension", "protocol",
  ]
  /// Words that may follow `class` when it is a modifier, not a declaration.
  static let notTypeNames: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "override", "final", "static",
    "private", "fileprivate", "internal", "public", "open", "required", "convenience",
  ]
  static let modifiers: Set<String> = [
    "weak", "unowned", "static", "class", "lazy", "private", "fileprivate", "internal",
    "public", "open", "final", "override", "nonisolated", "dynamic", "mutating", "required",
  ]

  /// The type whose member level the cursor is at, if any.
  var memberLevelType: Int? { braces.last ?? nil }

  mutating func read() {
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      let token = cursor.current
      if token.kind == .punctuation {
        switch cursor.currentText {
        case "{":
          braces.append(pendingType)
          if let type = pendingType { types[type].body = (cursor.index + 1)..<cursor.index + 1 }
          pendingType = nil
        case "}":
          if let closed = braces.popLast(), let type = closed {
            types[type].body = types[type].body.lowerBound..<cursor.index
            if let outer = braces.compactMap({ $0 }).last {
              types[outer].nestedBodies.append(types[type].body)
            }
          }
        default: break
        }
        cursor.advance()
        continue
      }
      guard token.kind == .identifier, !cursor.isSymbol(".", at: cursor.index - 1) else {
        cursor.advance()
        continue
      }
      switch cursor.currentText {
      case let word where Self.typeKeywords.contains(word):
        readType(keyword: word)
      case "var", "let":
        if let type = memberLevelType { readProperty(in: type) } else { cursor.advance() }
      case "import" where braces.isEmpty:
        readImport()
      case "typealias":
        readTypeAlias()
      default:
        cursor.advance()
      }
    }
  }

  /// `class Name<T>: A, B where … {`, the cursor on the keyword.
  private mutating func readType(keyword: String) {
    let keywordIndex = cursor.index
    guard let name = cursor.identifier(at: keywordIndex + 1),
      keyword != "class" || !Self.notTypeNames.contains(name)
    else {
      cursor.advance()
      return
    }
    cursor.advance()
    let nameToken = cursor.current
    var qualified = name
    cursor.advance()
    var pathLoop = LoopProgress()
    while pathLoop.advanced(cursor.index), cursor.isSymbol("."),
      let next = cursor.identifier(at: cursor.index + 1)
    {
      qualified += "." + next
      cursor.advance()
      cursor.advance()
    }
    if cursor.currentText.hasPrefix("<") { skipAngles() }
    var inherited: [String] = []
    if cursor.isSymbol(":") {
      cursor.advance()
      inherited = readList(until: ["{", "where"])
    }
    var headerLoop = LoopProgress()
    while headerLoop.advanced(cursor.index), !cursor.isAtEnd, !cursor.isSymbol("{"),
      !cursor.isSymbol("}"), !cursor.isSymbol(";")
    {
      cursor.advance()
    }
    guard cursor.isSymbol("{") else { return }
    types.append(
      SwiftOutline.TypeDecl(
        keyword: keyword, name: qualified, inherited: inherited,
        attributes: attributes(before: keywordIndex), location: cursor.location(nameToken),
        body: cursor.index..<cursor.index))
    pendingType = types.count - 1
  }

  /// `[modifiers] var name: Type = value { accessors }`, the cursor on `var` or `let`.
  private mutating func readProperty(in type: Int) {
    let keywordIndex = cursor.index
    let isLet = cursor.currentText == "let"
    cursor.advance()
    guard let name = cursor.identifier(at: cursor.index) else { return }
    let nameIndex = cursor.index
    cursor.advance()
    var property = SwiftOutline.Property(
      name: name, type: nil, initializer: nil, modifiers: modifiers(before: keywordIndex),
      isLet: isLet, isStored: true, token: nameIndex,
      location: cursor.location(cursor.token(at: nameIndex)))
    if cursor.isSymbol(":") {
      cursor.advance()
      property.type = readExpression(stoppingAt: ["=", "{"], angles: true)
    }
    if cursor.isSymbol("=") {
      cursor.advance()
      // Trailing closures belong to the value: `let sorted = items.sorted { $0 < $1 }`.
      property.initializer = readExpression(stoppingAt: [], braces: true)
    }
    if cursor.isSymbol("{"), property.initializer == nil || Self.startsObservers(cursor) {
      // An accessor block: observers keep the property stored; anything else computes it.
      property.isStored = Self.startsObservers(cursor)
      cursor.skipBalanced()
    }
    types[type].properties.append(property)
  }

  /// `import struct Module.Type`, the cursor on `import`.
  private mutating func readImport() {
    cursor.advance()
    if let kind = cursor.identifier(at: cursor.index),
      ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind),
      cursor.identifier(at: cursor.index + 1) != nil
    {
      cursor.advance()
    }
    guard let module = cursor.identifier(at: cursor.index) else { return }
    imports.append(SwiftOutline.Import(module: module, location: cursor.location(cursor.current)))
    cursor.advance()
  }

  /// `typealias Name = Target`, the cursor on `typealias`.
  private mutating func readTypeAlias() {
    cursor.advance()
    guard let name = cursor.identifier(at: cursor.index) else { return }
    cursor.advance()
    if cursor.currentText.hasPrefix("<") { skipAngles() }
    guard cursor.isSymbol("=") else { return }
    cursor.advance()
    typeAliases.append(
      SwiftOutline.TypeAlias(name: name, target: readExpression(stoppingAt: ["{"])))
  }

  // MARK: - Pieces

  /// Whether the `{` at the cursor opens `willSet` or `didSet` observers.
  private static func startsObservers(_ cursor: TokenCursor) -> Bool {
    let first = cursor.identifier(at: cursor.index + 1)
    return first == "willSet" || first == "didSet"
  }

  /// Text up to one of `stops` at depth 0, a `}` or `;` that closes nothing here, or the end
  /// of the line (outside brackets). `angles` counts `<…>` as brackets (in a type, not in an
  /// expression, where `<` compares); `braces` counts `{…}` (closures in a value).
  private mutating func readExpression(
    stoppingAt stops: Set<String>, angles: Bool = false, braces: Bool = false
  ) -> String {
    var opening: Set<String> = ["(", "["]
    var closing: Set<String> = [")", "]"]
    if angles {
      opening.insert("<")
      closing.insert(">")
    }
    if braces {
      opening.insert("{")
      closing.insert("}")
    }
    let start = cursor.index
    var depth = 0
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      let text = cursor.currentText
      if cursor.index > start, depth == 0, cursor.startsLine(cursor.current),
        !text.hasPrefix("."), !text.hasPrefix("?"), text != "&", text != "->"
      {
        break
      }
      if cursor.current.kind == .punctuation || cursor.current.kind == .operator {
        if depth == 0, stops.contains(text) || text == "}" || text == ";" { break }
        depth = max(0, depth + Self.balance(text, opening: opening, closing: closing))
      }
      cursor.advance()
    }
    return cursor.normalizedText(start..<cursor.index)
  }

  /// How much a token opens (+) or closes (−) brackets. An operator token may hold several
  /// (`>?` in `Task<Void, Never>?`, `>>` in `Array<Set<Int>>`): each character counts.
  private static func balance(_ text: String, opening: Set<String>, closing: Set<String>)
    -> Int
  {
    if opening.contains(text) { return 1 }
    if closing.contains(text) { return -1 }
    var balance = 0
    for character in text {
      if opening.contains(String(character)), character == "<" { balance += 1 }
      if closing.contains(String(character)), character == ">" { balance -= 1 }
    }
    return balance
  }

  /// Comma-separated entries up to one of `stops` at depth 0.
  private mutating func readList(until stops: Set<String>) -> [String] {
    var entries: [String] = []
    var start = cursor.index
    var depth = 0
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      let text = cursor.currentText
      if depth == 0, stops.contains(text) || text == "}" { break }
      depth = max(
        0, depth + Self.balance(text, opening: ["(", "[", "<"], closing: [")", "]", ">"]))
      if depth == 0, text == "," {
        entries.append(cursor.normalizedText(start..<cursor.index))
        start = cursor.index + 1
      }
      cursor.advance()
    }
    entries.append(cursor.normalizedText(start..<cursor.index))
    return entries.filter { !$0.isEmpty }
  }

  /// Skips `<…>` (generic parameters), the cursor on the token that starts with `<`.
  private mutating func skipAngles() {
    var depth = 0
    var loop = LoopProgress()
    repeat {
      let text = cursor.currentText
      depth += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
      cursor.advance()
    } while depth > 0 && !cursor.isAtEnd && !cursor.isSymbol("{") && loop.advanced(cursor.index)
  }

  /// Modifiers and attributes written before the token at `index`, on the same declaration.
  private func modifiers(before index: Int) -> [String] {
    var found: [String] = []
    var position = index - 1
    var loop = LoopProgress()
    while loop.advanced(-position), position >= 0 {
      let text = cursor.text(cursor.token(at: position))
      if cursor.token(at: position).kind == .identifier, Self.modifiers.contains(text) {
        found.append(text)
        position -= 1
      } else if text == ")" {
        // `private(set)`, `unowned(unsafe)`, `@available(iOS 17, *)`: back over the
        // arguments to the word they belong to.
        var open = position
        var depth = 0
        repeat {
          let symbol = cursor.text(cursor.token(at: open))
          if symbol == ")" { depth += 1 }
          if symbol == "(" { depth -= 1 }
          open -= 1
        } while depth > 0 && open >= 0
        guard open >= 0, cursor.token(at: open).kind == .identifier else { break }
        let word = cursor.text(cursor.token(at: open))
        if cursor.isSymbol("@", at: open - 1) {
          found.append("@" + word)
          position = open - 2
        } else {
          found.append(word)
          if word != "unowned" { found.append(cursor.normalizedText(open..<(position + 1))) }
          position = open - 1
        }
      } else if cursor.token(at: position).kind == .identifier,
        cursor.isSymbol("@", at: position - 1)
      {
        found.append("@" + text)
        position -= 2
      } else {
        break
      }
    }
    return found
  }

  /// The attributes before a type's keyword (modifiers skipped).
  private func attributes(before index: Int) -> [String] {
    modifiers(before: index).filter { $0.hasPrefix("@") }
  }
}
