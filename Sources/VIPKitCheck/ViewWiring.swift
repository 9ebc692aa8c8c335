import Foundation
import VIPKitCore
import VIPKitSyntax

/// Where a presenter's or router's reference to the view gets its value, and whether that
/// value holds the view weakly.
///
/// A presenter may store its view strongly and still close no cycle: a composer (or
/// configurator) hands it a weak proxy, a type whose own reference to the view is `weak` and
/// which forwards display calls to it (`WeakRefVirtualProxy<T>` of the composition-root
/// style, or a named `LoginViewProxy`). The proxy is what the presenter owns; the view is free
/// to go. So the values given to the property are followed: the initializer arguments that
/// set it (through the initializer's parameters) and the assignments to it, in every checked
/// file; a value is weak when it builds a weak proxy, or names a variable built from one.
package struct ViewWiring: Sendable {
  /// One value given to the property: where, and whether it holds the view weakly.
  package struct Value: Sendable {
    package var path: String
    package var location: SourceLocation
    package var isWeakProxy: Bool
  }

  private let outlines: [SwiftOutline]
  /// Per file, the names used as a call (`Name(`, `Name<…>(`, `Name.init(`) or as a member
  /// assigned (`x.name =`), with their tokens: where values can be given, found in one pass
  /// the first time a back-reference is followed (most checks follow none), so that each
  /// one looks up two names, not every token of the tree.
  private let uses: Uses
  /// The types whose stored reference to what they forward to is weak.
  let weakProxies: Set<String>

  init(outlines: [SwiftOutline], index: RoleIndex) {
    self.outlines = outlines
    var proxies: Set<String> = []
    for outline in outlines {
      for type in outline.types where type.keyword == "class" || type.keyword == "struct" {
        if Self.isWeakProxy(type, in: outline, index: index) { proxies.insert(type.name) }
      }
    }
    weakProxies = proxies
    uses = Uses(outlines)
  }

  /// The files' uses, found once, by whichever rule asks first.
  private final class Uses: @unchecked Sendable {
    private let lock = NSLock()
    private let outlines: [SwiftOutline]
    private var found: [[String: [Int]]]?

    init(_ outlines: [SwiftOutline]) { self.outlines = outlines }

    var perFile: [[String: [Int]]] {
      lock.withLock {
        if let found { return found }
        let made = outlines.map(ViewWiring.uses)
        found = made
        return made
      }
    }
  }

  /// The identifiers of `outline` followed by `(`, `<`, `.` or `=`: the candidates for a
  /// call or an assignment (the byte after them read, not their text, for the rest).
  fileprivate static func uses(in outline: SwiftOutline) -> [String: [Int]] {
    let tokens = outline.tokens
    let bytes = outline.source.bytes
    let marks = Set("(<.=".utf8)
    var uses: [String: [Int]] = [:]
    for index in tokens.indices.dropLast() where tokens[index].kind == .identifier {
      let next = tokens[index + 1].range
      guard !next.isEmpty, marks.contains(bytes[next.lowerBound]) else { continue }
      uses[outline.text(index), default: []].append(index)
    }
    return uses
  }

  /// A type with a weak stored property and no strong one that could hold the view (a
  /// generic parameter's type, or a view's).
  private static func isWeakProxy(
    _ type: SwiftOutline.TypeDecl, in outline: SwiftOutline, index: RoleIndex
  ) -> Bool {
    let stored = type.properties.filter { $0.isStored && !$0.isStatic }
    guard stored.contains(where: \.isWeak) else { return false }
    let generics = Set(genericParameters(of: type, in: outline))
    return !stored.contains { property in
      guard !property.isWeak, let annotation = property.type else { return false }
      let names = RoleIndex.identifiers(in: annotation)
      return names.contains(where: generics.contains)
        || index.references(inType: annotation).contains { $0.role == .view }
    }
  }

  /// `class Proxy<T: AnyObject, U>` → `T`, `U`.
  static func genericParameters(of type: SwiftOutline.TypeDecl, in outline: SwiftOutline)
    -> [String]
  {
    let simpleName = type.name.split(separator: ".").last.map(String.init) ?? type.name
    guard
      let nameToken = (0..<type.body.lowerBound).last(where: { outline.text($0) == simpleName }),
      outline.text(nameToken + 1) == "<"
    else { return [] }
    var parameters: [String] = []
    var depth = 0
    var index = nameToken + 1
    while index < type.body.lowerBound {
      let text = outline.text(index)
      if text == "<" { depth += 1 } else if text == ">" { depth -= 1 }
      if depth == 0 { break }
      if depth == 1, ["<", ","].contains(outline.text(index - 1)),
        outline.kind(index) == .identifier
      {
        parameters.append(text)
      }
      index += 1
    }
    return parameters
  }

  /// Every value the checked files give `property` of the type named `owner`: arguments of
  /// its initializers that set it, and assignments `x.property = …` to a variable of that
  /// type.
  package func values(of property: String, in owner: String) -> [Value] {
    let declarations = outlines.flatMap { outline in
      outline.types.filter { $0.name == owner && $0.keyword != "protocol" }.map { (outline, $0) }
    }
    let parameters = declarations.flatMap { outline, type in
      Self.initializerParameters(setting: property, in: type, of: outline)
    }
    // No initializer written: the memberwise one takes the property's own name.
    let hasInitializer = declarations.contains { outline, type in
      type.ownTokens.contains { Self.isInitializer(at: $0, in: outline) }
    }
    let labels = hasInitializer ? parameters : [Slot.label(property)]
    var values: [Value] = []
    for (outline, uses) in zip(outlines, uses.perFile) {
      let ownBodies = declarations.filter { $0.0.source.path == outline.source.path }.map(\.1.body)
      for index in ((uses[owner] ?? []) + (uses[property] ?? [])).sorted() {
        guard !ownBodies.contains(where: { $0.contains(index) }) else { continue }
        let text = outline.text(index)
        if text == owner, !labels.isEmpty,
          let arguments = Self.callArguments(after: index, in: outline)
        {
          for argument in arguments where labels.contains(where: { $0.matches(argument) }) {
            values.append(value(argument.tokens, in: outline))
          }
        } else if text == property, outline.text(index + 1) == "=",
          [".", "?.", "!."].contains(outline.text(index - 1)),
          Self.declaredType(of: outline.text(index - 2), before: index - 2, in: outline) == owner
        {
          values.append(value(Self.statement(after: index + 1, in: outline), in: outline))
        }
      }
    }
    return values
  }

  private func value(_ tokens: Range<Int>, in outline: SwiftOutline) -> Value {
    Value(
      path: outline.source.path, location: outline.location(tokens.lowerBound),
      isWeakProxy: holdsWeakly(tokens, in: outline, depth: 0))
  }

  /// Whether the expression in `tokens` builds a weak proxy, or names a variable that holds
  /// one (`let proxy = WeakRefVirtualProxy<MainViewController>()`), itself or wrapped in an
  /// adapter (`DisplayLogicAdapter(viewController: proxy)`).
  private func holdsWeakly(_ tokens: Range<Int>, in outline: SwiftOutline, depth: Int) -> Bool {
    if tokens.contains(where: { weakProxies.contains(outline.text($0)) }) { return true }
    guard depth < 3 else { return false }
    // The variables named: not labels, members or types.
    let variables = tokens.filter { index in
      outline.kind(index) == .identifier && outline.text(index) != "self"
        && outline.text(index).first?.isLowercase == true && outline.text(index + 1) != ":"
        && ![".", "?.", "!."].contains(outline.text(index - 1))
    }
    return variables.contains { word in
      guard let declaration = Self.declaration(of: outline.text(word), before: word, in: outline)
      else { return false }
      return holdsWeakly(declaration, in: outline, depth: depth + 1)
    }
  }

  /// How an argument is matched to a parameter that sets the property.
  private enum Slot: Equatable {
    case label(String)
    case position(Int)

    func matches(_ argument: Argument) -> Bool {
      switch self {
      case .label(let label): argument.label == label
      case .position(let position): argument.label == nil && argument.position == position
      }
    }
  }

  private struct Argument {
    var label: String?
    var position: Int
    var tokens: Range<Int>
  }

  private static func isInitializer(at index: Int, in outline: SwiftOutline) -> Bool {
    outline.text(index) == "init" && outline.text(index - 1) != "."
      && (outline.text(index + 1) == "(" || outline.text(index + 2) == "(")
  }

  /// The parameters of `type`'s initializers whose value the body stores in `property`
  /// (`self.viewController = viewController`).
  private static func initializerParameters(
    setting property: String, in type: SwiftOutline.TypeDecl, of outline: SwiftOutline
  ) -> [Slot] {
    var found: [Slot] = []
    for index in type.ownTokens where isInitializer(at: index, in: outline) {
      guard let header = DeclarationParser.header(at: index, in: outline),
        case .initializer(let initializer) = header.member, outline.text(header.end) == "{",
        let bodyClose = outline.closingBracket(of: header.end)
      else { continue }
      for at in header.end..<bodyClose
      where outline.text(at) == property && outline.text(at + 1) == "="
        && (outline.text(at - 1) != "." || outline.text(at - 2) == "self")
      {
        guard
          let position = initializer.parameters.firstIndex(where: {
            $0.name == outline.text(at + 2)
          })
        else { continue }
        found.append(
          initializer.parameters[position].label.map { .label($0) } ?? .position(position))
      }
    }
    return found
  }

  /// `Owner(a: x, y)`, `Owner<T>(…)`, `Owner.init(…)`: the arguments of a call after the
  /// type's name at `index`; nil when the name is not called there.
  private static func callArguments(after index: Int, in outline: SwiftOutline) -> [Argument]? {
    guard
      ![".", "class", "struct", "extension", "enum", "actor", "protocol"].contains(
        outline.text(index - 1))
    else { return nil }
    var open = index + 1
    if outline.text(open) == "<" {
      var depth = 0
      while open < outline.tokens.count {
        if outline.text(open) == "<" { depth += 1 } else if outline.text(open) == ">" { depth -= 1 }
        open += 1
        if depth == 0 { break }
      }
    }
    if outline.text(open) == ".", outline.text(open + 1) == "init" { open += 2 }
    guard outline.text(open) == "(", let close = outline.closingBracket(of: open) else {
      return nil
    }
    return split(open + 1..<close, in: outline).enumerated().map { position, tokens in
      if tokens.count > 2, outline.kind(tokens.lowerBound) == .identifier,
        outline.text(tokens.lowerBound + 1) == ":"
      {
        return Argument(
          label: outline.text(tokens.lowerBound), position: position,
          tokens: tokens.lowerBound + 2..<tokens.upperBound)
      }
      return Argument(label: nil, position: position, tokens: tokens)
    }
  }

  /// The type a variable named `name` was declared with (`let presenter = MainPresenter(…)`,
  /// `var presenter: MainPresenter?`), the nearest declaration before `index` first.
  private static func declaredType(of name: String, before index: Int, in outline: SwiftOutline)
    -> String?
  {
    guard let at = declarationName(name, before: index, in: outline) else { return nil }
    let start = at + 2
    let text = outline.text(start)
    guard outline.kind(start) == .identifier else { return nil }
    return text == "any" || text == "some" ? outline.text(start + 1) : text
  }

  /// The tokens of the value or type a variable named `name` was declared with.
  private static func declaration(of name: String, before index: Int, in outline: SwiftOutline)
    -> Range<Int>?
  {
    guard let at = declarationName(name, before: index, in: outline) else { return nil }
    return statement(after: at + 1, in: outline)
  }

  /// The token of `name` in `let name =`, `var name:`, nearest before `index`, else after.
  private static func declarationName(_ name: String, before index: Int, in outline: SwiftOutline)
    -> Int?
  {
    let isDeclaration = { (at: Int) -> Bool in
      outline.text(at) == name && ["let", "var"].contains(outline.text(at - 1))
        && [":", "="].contains(outline.text(at + 1))
    }
    return (0..<index).last(where: isDeclaration)
      ?? (index..<outline.tokens.count).first(where: isDeclaration)
  }

  /// The tokens after `index` up to the end of the statement: the first line break outside
  /// brackets, a `;`, or a closing bracket of the enclosing code.
  private static func statement(after index: Int, in outline: SwiftOutline) -> Range<Int> {
    let start = index + 1
    let line = outline.location(index).line
    var depth = 0
    var end = start
    while end < outline.tokens.count, outline.kind(end) != .endOfFile {
      let text = outline.text(end)
      if depth == 0, text == ";" || text == "," || outline.location(end).line != line { break }
      if ["(", "[", "{"].contains(text) { depth += 1 }
      if [")", "]", "}"].contains(text) {
        if depth == 0 { break }
        depth -= 1
      }
      end += 1
    }
    return start..<end
  }

  /// The comma-separated parts of a bracketed list's inside.
  private static func split(_ range: Range<Int>, in outline: SwiftOutline) -> [Range<Int>] {
    var parts: [Range<Int>] = []
    var depth = 0
    // `<` after a type's name opens generic arguments; elsewhere it compares.
    var angles = 0
    var start = range.lowerBound
    for index in range {
      let text = outline.text(index)
      if ["(", "[", "{"].contains(text) { depth += 1 }
      if [")", "]", "}"].contains(text) { depth -= 1 }
      if text == "<", outline.text(index - 1).first?.isUppercase == true { angles += 1 }
      if text == ">", angles > 0 { angles -= 1 }
      if depth == 0, angles == 0, text == "," {
        parts.append(start..<index)
        start = index + 1
      }
    }
    if start < range.upperBound { parts.append(start..<range.upperBound) }
    return parts
  }
}
