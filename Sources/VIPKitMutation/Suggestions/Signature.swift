import VIPKitSyntax

/// A method or initializer as a test calls it: its header as `DeclarationParser` reads it,
/// with the body's tokens and what a caller needs of its modifiers.
struct Signature: Sendable {
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
      : "\(name)(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// The computed property of `type` whose getter holds the token `index`, read as a
  /// method without arguments.
  static func computedProperty(
    holding index: Int, in type: SwiftOutline.TypeDecl, of outline: SwiftOutline
  ) -> Signature? {
    for property in type.properties where !property.isStored && property.token < index {
      guard
        let open = (property.token..<index).first(where: { outline.text($0) == "{" }),
        let close = outline.closingBracket(of: open), (open + 1..<close).contains(index)
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

  /// The declaration at `start` (`func` or `init`): name, parameters, effects, body; nil
  /// for one without a body.
  static func read(at start: Int, in outline: SwiftOutline) -> Signature? {
    guard let header = DeclarationParser.header(at: start, in: outline),
      outline.text(header.end) == "{", let close = outline.closingBracket(of: header.end)
    else { return nil }
    var signature: Signature
    switch header.member {
    case .function(let function):
      signature = Signature(name: function.name, parameters: function.parameters)
      signature.isAsync = function.isAsync
      signature.throwsErrors = function.throwsClause != .none
      let returned = function.returnType?.trimmingCharacters(in: .whitespaces)
      signature.returnsValue = returned != nil && returned != "Void" && returned != "()"
    case .initializer(let initializer):
      signature = Signature(name: "init", parameters: initializer.parameters)
      signature.isAsync = initializer.isAsync
      signature.throwsErrors = initializer.throwsClause != .none
    default:
      return nil
    }
    signature.body = (header.end + 1)..<close
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
}
