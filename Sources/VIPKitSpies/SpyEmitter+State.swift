import VIPKitSyntax

/// A requirement's `async` and `throws`, as the spy writes them in each place.
struct Effects {
  let isAsync: Bool
  let throwsClause: ThrowsClause

  /// The type of `fooThrowableError`: `any Swift.Error` (qualified: a module may have an
  /// `Error` type of its own, as OpenAPIKit does, and `any Error` then names it), the typed
  /// error, or none (a `rethrows` requirement throws only what its closure argument throws).
  var errorStorageType: String? {
    switch throwsClause {
    case .throws: "any Swift.Error"
    case .typed(let type): type
    case .none, .rethrows: nil
    }
  }

  /// ` async throws(E)` after a declaration's parameters.
  var declarationSuffix: String {
    (isAsync ? " async" : "") + (throwsClause.text.isEmpty ? "" : " " + throwsClause.text)
  }

  /// The handler closure's effects: the requirement's, but never `rethrows`.
  var handlerEffects: String {
    (isAsync ? " async" : "") + (errorStorageType == nil ? "" : " " + throwsClause.text)
  }

  /// `try await ` before a call to the handler.
  var callPrefix: String {
    (errorStorageType == nil ? "" : "try ") + (isAsync ? "await " : "")
  }
}

/// A parameter as the spy uses it in each place.
struct ResolvedParameter {
  /// The name inside the spy's implementation.
  let name: String
  /// `for user: User`, as the implementation declares it.
  let declaration: String
  /// `user`, or `&values` for an `inout` parameter.
  let argument: String
  /// How the spy keeps it, or `nil` when it cannot (a non-escaping closure).
  let storageType: String?
  /// Its type in the handler closure.
  let handlerType: String
  /// Whether the handler receives it: not a generic value that cannot become `Any` (a
  /// non-escaping closure, an `inout`).
  let passesToHandler: Bool
}

extension SpyEmitter {
  /// A parameter with `Self` and the function's generic parameters resolved for the spy.
  func resolved(_ parameter: Parameter, generics: Set<String>, clause: String = "")
    -> ResolvedParameter
  {
    let type = selfResolved(parameter.type)
    let isGeneric = TypeText.mentions(type, anyOf: generics) || type.containsText("some ")
    let label = parameter.label ?? "_"
    let name = Self.escaped(parameter.name)
    let declaration =
      label == parameter.name ? "\(name): \(type)" : "\(Self.escaped(label)) \(name): \(type)"
    let storable = TypeText.isStorable(parameterType: type, generics: clause)
    return ResolvedParameter(
      name: name, declaration: declaration,
      argument: parameter.isInout ? "&\(name)" : name,
      storageType: storable ? (isGeneric ? "Any" : TypeText.storageType(ofParameter: type)) : nil,
      handlerType: isGeneric ? "Any" : TypeText.handlerParameterType(type),
      passesToHandler: !(isGeneric && (!storable || parameter.isInout)))
  }

  /// `Self` as the spy's own type: the spy is a final class or an actor.
  func selfResolved(_ type: String) -> String {
    guard type.containsText("Self") else { return type }
    // `Self.Item` is `Item`: an associated type is the spy's generic parameter or typealias.
    let unqualified = type.replacingOccurrences(of: "Self.", with: "")
    return TypeText.replacingSelf(in: unqualified, with: plan.spyName)
  }

  /// The generic parameter names of `<T: Codable, U>`.
  static func genericNames(_ clause: String, _ parameters: [Parameter]) -> Set<String> {
    guard clause.hasPrefix("<"), clause.hasSuffix(">") else { return [] }
    let inner = String(clause.dropFirst().dropLast())
    return Set(
      TypeText.splitTopLevel(inner, on: ",").compactMap { part in
        part.split(separator: ":").first.map { String($0).trimmingSpaces }
      }.filter { !$0.isEmpty && !$0.hasPrefix("each ") })
  }

  /// `name`, or `` `name` `` when it is a keyword.
  static func escaped(_ name: String) -> String {
    keywords.contains(name) ? "`\(name)`" : name
  }

  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init", "inout", "internal", "let", "open", "operator", "private", "protocol", "public",
    "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
    "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
    "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "super", "self", "Self", "throw", "throws", "true", "try", "package",
  ]

  // MARK: - State fields

  /// Writes `body` with the state of a requirement marked deprecated when the requirement is.
  func withStateAttributes(of attributes: [String], _ body: () -> Void) {
    let deprecated = attributes.contains { $0.hasPrefix("@available") && $0.contains("deprecated") }
    stateAttributes = deprecated ? "@available(*, deprecated) " : ""
    body()
    stateAttributes = ""
  }

  /// Declares one piece of state: a stored property, or behind the lock a private stored
  /// property and an accessor.
  func field(
    isStatic: Bool, _ name: SwiftText, type: SwiftText, initial: SwiftText?, settable: Bool,
    modifiers: String = ""
  ) {
    let initializer: SwiftText = initial.map { " = \($0)" } ?? ""
    let attributes = stateAttributes
    indented { writer in
      let start = writer.mark
      defer {
        if !attributes.isEmpty { writer.markDeclarations(with: attributes, since: start) }
      }
      if isStatic, !plan.genericParameters.isEmpty {
        // Generic types cannot have static stored properties: the state lives in a box.
        let others = modifiers.replacingOccurrences(of: "static ", with: "")
        let box = "\(plan.spyName)StaticState"
        writer.line("\(others)\(settable ? "" : "private(set) ")static var \(name): \(type) {")
        writer.line("  get { \(box).value(\"\(name)\", or: \(initial ?? "nil")) }")
        writer.line("  set { \(box).set(\"\(name)\", newValue) }")
        writer.line("}")
      } else if isStatic {
        // Static state has no instance to isolate it; a global actor's spy isolates it.
        let unsafe: String
        if case .globalActor = plan.isolation {
          unsafe = ""
        } else {
          unsafe = "nonisolated(unsafe) "
        }
        writer.line(
          "\(unsafe)\(settable ? "" : "private(set) ")static var \(name): \(type)\(initializer)")
      } else if isLocked {
        writer.line("private var _\(name): \(type)\(initializer)")
        if settable {
          writer.line("\(modifiers)var \(name): \(type) {")
          writer.line("  get { locked { _\(name) } }")
          writer.line("  set { locked { _\(name) = newValue } }")
          writer.line("}")
        } else {
          writer.line("\(modifiers)var \(name): \(type) { locked { _\(name) } }")
        }
      } else {
        writer.line(
          "\(modifiers)\(settable ? "" : "private(set) ")var \(name): \(type)\(initializer)")
      }
    }
  }

  /// Whether the members are AutoMockable's: its counters and records are settable, its
  /// return values and `underlying` storage implicitly unwrapped.
  var isSourcery: Bool { plan.naming == .sourcery }

  /// `fooCallsCount` and `fooCalled`.
  func counters(_ prefix: String, isStatic: Bool) {
    field(
      isStatic: isStatic, "\(prefix)CallsCount", type: "Int", initial: "0", settable: isSourcery)
    indented {
      $0.line(
        "\(stateAttributes)\(isStatic ? "static " : "")var \(prefix)Called: Bool { \(prefix)CallsCount > 0 }"
      )
    }
  }

  /// `fooReceivedX` (one stored parameter) or `fooReceivedArguments` (several), and
  /// `fooReceivedInvocations`.
  func received(_ prefix: String, _ parameters: [ResolvedParameter], isStatic: Bool) {
    let stored = Self.stored(parameters)
    guard let record = Self.recordType(stored) else { return }
    if stored.count == 1, let only = stored.first {
      field(
        isStatic: isStatic, "\(prefix)Received\(Self.unescaped(only.name).capitalizedFirst)",
        type: "\(Self.optional(record))", initial: "nil", settable: isSourcery)
    } else {
      field(
        isStatic: isStatic, "\(prefix)ReceivedArguments", type: "\(record)?", initial: "nil",
        settable: isSourcery)
    }
    field(
      isStatic: isStatic, "\(prefix)ReceivedInvocations", type: "[\(record)]", initial: "[]",
      settable: isSourcery)
  }

  /// `fooReturnValue`: the type's natural default when it has one, else an optional the
  /// spy insists on before returning.
  func returnValue(_ name: SwiftText, type: String, isStatic: Bool) {
    if isSourcery, !TypeText.isOptional(type) {
      field(
        isStatic: isStatic, name, type: "\(Self.implicitlyUnwrapped(type))", initial: "nil",
        settable: true)
    } else if let initial = TypeText.defaultValue(for: type) {
      field(isStatic: isStatic, name, type: "\(type)", initial: "\(initial)", settable: true)
    } else {
      field(
        isStatic: isStatic, name, type: "\(Self.optional(type))", initial: "nil", settable: true)
    }
  }

  /// The parameters the spy keeps (not a non-escaping closure): usually all of them, and then
  /// the array is shared, not copied.
  static func stored(_ parameters: [ResolvedParameter]) -> [ResolvedParameter] {
    parameters.allSatisfy { $0.storageType != nil }
      ? parameters : parameters.filter { $0.storageType != nil }
  }

  /// `(email: String, password: String)` for several stored parameters, the type for one.
  static func recordType(_ stored: [ResolvedParameter]) -> String? {
    guard let first = stored.first, let firstType = first.storageType else { return nil }
    if stored.count == 1 { return firstType }
    var text = "("
    for (index, parameter) in stored.enumerated() {
      if index > 0 { text += ", " }
      text += unescaped(parameter.name)
      text += ": "
      text += parameter.storageType ?? "Any"
    }
    return text + ")"
  }

  static func unescaped(_ name: String) -> String {
    name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name
  }

  /// `T!`, parenthesised as `optional(_:)` does: AutoMockable's storage of a value the test
  /// must set.
  static func implicitlyUnwrapped(_ type: String) -> String {
    let optional = optional(type)
    return String(optional.dropLast()) + "!"
  }

  /// `T?`, parenthesised when `T` is a function type.
  static func optional(_ type: String) -> String {
    if type.hasSuffix("!") { return TypeText.implicitUnwrapAsOptional(type) }
    return TypeText.isFunction(type) || type.containsText(" & ") || type.hasPrefix("any ")
      || type.hasPrefix("some ")
      ? "(\(type))?" : "\(type)?"
  }

  // MARK: - Statements

  /// The statements that record a call: counter, arguments, the ordered record; behind the
  /// lock for a locked spy. Written straight into `writer`, as the rest of a member is.
  func writeRecording(
    _ prefix: String, _ parameters: [ResolvedParameter], call: String?, isStatic: Bool,
    into writer: inout SwiftWriter
  ) {
    let storage = isStatic ? "Self." : (isLocked ? "_" : "")
    let locked = isLocked && !isStatic
    if locked {
      writer.line("locked {")
      writer.depth += 1
    }
    writer.line("\(storage)\(prefix)CallsCount += 1")
    writeReceivedAssignments(prefix, parameters, storage: storage, into: &writer)
    if locked {
      writer.depth -= 1
      writer.line("}")
    }
    if let call { writer.line("callRecorder.record(\"\(call)\")") }
  }

  /// `fooReceivedX = x` (or the tuple) and the append to `fooReceivedInvocations`.
  func writeReceivedAssignments(
    _ prefix: String, _ parameters: [ResolvedParameter], storage: String,
    into writer: inout SwiftWriter
  ) {
    let stored = Self.stored(parameters)
    guard let first = stored.first else { return }
    let value: String
    let received: String
    if stored.count == 1 {
      value = first.name
      received = "\(prefix)Received\(Self.unescaped(first.name).capitalizedFirst)"
    } else {
      value =
        "(" + stored.map { "\(Self.unescaped($0.name)): \($0.name)" }.joined(separator: ", ")
        + ")"
      received = "\(prefix)ReceivedArguments"
    }
    writer.line("\(storage)\(received) = \(value)")
    writer.line("\(storage)\(prefix)ReceivedInvocations.append(\(value))")
  }

  /// `return fooReturnValue`, or a guard that names what to set when the type has no
  /// natural default. Local names start with `stubbed` so no parameter can shadow them.
  func writeReturning(
    _ expression: String, type: String, call: String, whatToSet: String,
    into writer: inout SwiftWriter
  ) {
    // AutoMockable's implicitly unwrapped storage is checked, so a test that forgot it is told.
    let storedAsIs =
      isSourcery ? TypeText.isOptional(type) : TypeText.defaultValue(for: type) != nil
    if storedAsIs {
      writer.line("return \(expression)")
      return
    }
    writer.line("guard let stubbedValue = \(expression) else {")
    writer.line("  fatalError(\"\(plan.spyName).\(call): set \(whatToSet) first\")")
    writer.line("}")
    writer.line("return stubbedValue")
  }

}
