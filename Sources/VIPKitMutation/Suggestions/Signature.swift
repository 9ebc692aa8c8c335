import VIPKitSyntax

/// A method or initializer as a test calls it, read from its declaration's tokens.
struct Signature: Sendable {
  struct Parameter: Sendable {
    /// The argument label; empty for `_`.
    var label: String
    var name: String
    var type: String
    var hasDefault: Bool
  }

  var name: String
  var parameters: [Parameter]
  var isAsync = false
  var throwsErrors = false
  var returnsValue = false
  var isStatic = false
  var isPrivate = false
  /// A computed property read, not a method called.
  var isProperty = false
  /// The tokens of its body, braces excluded.
  var body: Range<Int> = 0..<0

  /// `evaluate(request:)`; a property's name.
  var displayName: String {
    isProperty
      ? name
      : "\(name)(" + parameters.map { ($0.label.isEmpty ? "_" : $0.label) + ":" }.joined() + ")"
  }

  /// The computed property of `type` whose getter holds the token `index`, read as a
  /// method without arguments.
  static func computedProperty(
    holding index: Int, in type: SwiftOutline.TypeDecl, of outline: SwiftOutline
  ) -> Signature? {
    for property in type.properties where !property.isStored && property.token < index {
      guard
        let open = (property.token..<index).first(where: { outline.text($0) == "{" }),
        case let close = skip(from: open, open: "{", close: "}", in: outline) - 1,
        (open + 1..<close).contains(index)
      else { continue }
      var signature = Signature(name: property.name, parameters: [])
      signature.isProperty = true
      signature.returnsValue = true
      signature.isStatic = property.isStatic
      signature.isPrivate = property.modifiers.contains { $0 == "private" || $0 == "fileprivate" }
      signature.body = (open + 1)..<close
      return signature
    }
    return nil
  }

  /// The method of `type` whose body holds the token `index`.
  static func enclosing(_ index: Int, in type: SwiftOutline.TypeDecl, of outline: SwiftOutline)
    -> Signature?
  {
    var best: Signature?
    for start in type.ownTokens where outline.text(start) == "func" && start < index {
      guard let signature = read(at: start, in: outline), signature.body.contains(index) else {
        continue
      }
      best = signature
    }
    return best
  }

  /// A method of `type` whose body calls `method` (`name(` or `self.name(`), the first
  /// that is not private; else the first private one.
  static func caller(
    of method: Signature, in declarations: [(outline: SwiftOutline, type: SwiftOutline.TypeDecl)]
  ) -> (signature: Signature, outline: SwiftOutline)? {
    var found: [(signature: Signature, outline: SwiftOutline)] = []
    for (outline, type) in declarations {
      for start in type.ownTokens where outline.text(start) == "func" {
        guard let candidate = read(at: start, in: outline), candidate.body != method.body,
          candidate.body.contains(where: { index in
            outline.text(index) == method.name && outline.text(index + 1) == "("
              && (outline.text(index - 1) != "." || outline.text(index - 2) == "self")
          })
        else { continue }
        found.append((candidate, outline))
      }
    }
    return found.first { !$0.signature.isPrivate } ?? found.first
  }

  /// The first initializer a type declares in its body.
  static func initializer(of type: SwiftOutline.TypeDecl, in outline: SwiftOutline) -> Signature? {
    for start in type.ownTokens
    where outline.text(start) == "init" && outline.text(start - 1) != "."
      && (outline.text(start + 1) == "(" || outline.text(start + 2) == "(")
    {
      return read(at: start, in: outline)
    }
    return nil
  }

  /// The declaration at `start` (`func` or `init`): name, parameters, effects, body.
  static func read(at start: Int, in outline: SwiftOutline) -> Signature? {
    var cursor = start
    let isInit = outline.text(start) == "init"
    let name = isInit ? "init" : outline.text(start + 1)
    cursor = isInit ? start + 1 : start + 2
    if outline.text(cursor) == "?" || outline.text(cursor) == "!" { cursor += 1 }
    if outline.text(cursor) == "<" {
      cursor = skip(from: cursor, open: "<", close: ">", in: outline)
    }
    guard outline.text(cursor) == "(" else { return nil }
    let close = skip(from: cursor, open: "(", close: ")", in: outline) - 1
    var parameters: [Parameter] = []
    var part: [Int] = []
    var depth = 0
    for index in (cursor + 1)...close {
      let text = outline.text(index)
      if ["(", "[", "<"].contains(text) { depth += 1 }
      if [")", "]", ">"].contains(text) { depth -= 1 }
      if (text == "," && depth == 0) || index == close {
        if let parameter = Self.parameter(part, in: outline) { parameters.append(parameter) }
        part = []
      } else {
        part.append(index)
      }
    }
    var signature = Signature(name: name, parameters: parameters)
    var index = close + 1
    while index < outline.tokens.count, outline.text(index) != "{" {
      switch outline.text(index) {
      case "async": signature.isAsync = true
      case "throws", "rethrows": signature.throwsErrors = true
      case "->":
        let returned = outline.text(index + 1)
        signature.returnsValue =
          returned != "Void" && !(returned == "(" && outline.text(index + 2) == ")")
      default: break
      }
      if outline.text(index) == "}" { return nil }  // a requirement without a body
      index += 1
    }
    guard outline.text(index) == "{" else { return nil }
    let end = skip(from: index, open: "{", close: "}", in: outline) - 1
    signature.body = (index + 1)..<end
    // Modifiers before the keyword, on its line or the lines of attributes above.
    var before = start - 1
    while before >= 0,
      outline.kind(before) == .identifier || outline.text(before) == "@"
        || outline.text(before) == "(" || outline.text(before) == ")"
    {
      let word = outline.text(before)
      if ["static", "class"].contains(word) { signature.isStatic = true }
      if ["private", "fileprivate"].contains(word) { signature.isPrivate = true }
      if ["func", "var", "let", "}", "{"].contains(word) { break }
      before -= 1
    }
    return signature
  }

  /// `label name: Type = default`.
  private static func parameter(_ tokens: [Int], in outline: SwiftOutline) -> Parameter? {
    guard let colon = tokens.firstIndex(where: { outline.text($0) == ":" }), colon > 0 else {
      return nil
    }
    let names = tokens[..<colon].map(outline.text)
    let typeTokens = tokens[(colon + 1)...].prefix { outline.text($0) != "=" }
    let type = typeTokens.map(outline.text).joined(separator: " ")
      .replacingOccurrences(of: " ?", with: "?").replacingOccurrences(of: " !", with: "!")
      .replacingOccurrences(of: " .", with: ".").replacingOccurrences(of: ". ", with: ".")
      .replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]")
      .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
    let label = names.first ?? ""
    return Parameter(
      label: label == "_" ? "" : label, name: names.last ?? label, type: type,
      hasDefault: typeTokens.count < tokens.count - colon - 1)
  }

  /// The index just past the bracket that closes the one at `open`.
  private static func skip(from start: Int, open: String, close: String, in outline: SwiftOutline)
    -> Int
  {
    var depth = 0
    var index = start
    while index < outline.tokens.count {
      let text = outline.text(index)
      if text == open { depth += 1 }
      if text == close {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return index
  }
}
