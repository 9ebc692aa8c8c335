import VIPKitSyntax

/// Members with Mockolo's names and shapes (`--naming mockolo`), so a test suite written
/// against Mockolo's mocks compiles against these spies: `fooCallCount`, `fooArgValues` (one
/// value, or an unlabelled tuple), `fooHandler`, which also throws and returns; properties a
/// test sets, with `fooSetCallCount`. The call record and waiting stay the kit's own.
extension SpyEmitter {
  func emitMockoloFunction(_ function: FunctionRequirement, prefix: String) {
    let shape = FunctionShape(function, prefix: prefix, emitter: self)
    let isStatic = shape.isStatic
    indented { $0.line("// MARK: - \(shape.call)") }
    writer.blank()
    field(isStatic: isStatic, "\(prefix)CallCount", type: "Int", initial: "0", settable: false)
    let stored = Self.stored(shape.parameters)
    if !stored.isEmpty {
      let element =
        stored.count == 1
        ? stored[0].storageType ?? "Any"
        : "(" + stored.map { $0.storageType ?? "Any" }.joined(separator: ", ") + ")"
      field(
        isStatic: isStatic, "\(prefix)ArgValues", type: "[\(element)]", initial: "[]",
        settable: true)
    }
    let storedReturn = shape.returnType.map { shape.returnsGeneric ? "Any" : $0 }
    let handlerParameters = shape.handled.map(\.handlerType).joined(separator: ", ")
    let handlerReturn = TypeText.implicitUnwrapAsOptional(storedReturn ?? "Void")
    field(
      isStatic: isStatic, "\(prefix)Handler",
      type:
        "(\(asyncPrefix(isAsync: shape.effects.isAsync))(\(handlerParameters))\(shape.effects.handlerEffects) -> \(handlerReturn))?",
      initial: "nil", settable: true)
    indented { writer in
      writeFunction(function, shape, into: &writer) { writer in
        writer.append(mockoloRecording(shape, stored: stored))
        let arguments = shape.handled.map(\.argument).joined(separator: ", ")
        let call = shape.effects.callPrefix + "spyHandler(\(arguments))"
        let handler = "\(shape.owner)\(prefix)Handler"
        guard let returnType = shape.returnType else {
          writer.line("if let spyHandler = \(handler) { \(call) }")
          return
        }
        let unset = "fatalError(\"\(plan.spyName).\(shape.call): set \(prefix)Handler first\")"
        if shape.returnsGeneric {
          writer.line("guard let spyHandler = \(handler) else { \(unset) }")
          writer.block("guard let typedValue = \(call) as? \(returnType) else") {
            $0.line(
              "fatalError(\"\(plan.spyName).\(shape.call): \(prefix)Handler must return a \(returnType)\")"
            )
          }
          writer.line("return typedValue")
        } else {
          writer.line("if let spyHandler = \(handler) { return \(call) }")
          writer.line(text: TypeText.defaultValue(for: returnType).map { "return \($0)" } ?? unset)
        }
      }
      writer.blank()
    }
  }

  /// `fooCallCount += 1`, the arguments appended, the ordered record.
  private func mockoloRecording(_ shape: FunctionShape, stored: [ResolvedParameter]) -> [String] {
    let storage = shape.isStatic ? "Self." : (isLocked ? "_" : "")
    var lines = ["\(storage)\(shape.prefix)CallCount += 1"]
    if !stored.isEmpty {
      let value =
        stored.count == 1
        ? stored[0].name : "(" + stored.map(\.name).joined(separator: ", ") + ")"
      lines.append("\(storage)\(shape.prefix)ArgValues.append(\(value))")
    }
    if isLocked, !shape.isStatic { lines = ["locked {"] + lines.map { "  " + $0 } + ["}"] }
    if !shape.isStatic { lines.append("callRecorder.record(\"\(shape.call)\")") }
    return lines
  }

  /// A property the test sets, counting the sets as `fooSetCallCount`.
  func emitMockoloProperty(_ property: PropertyRequirement) {
    let type = selfResolved(property.type)
    let isStatic = property.common.isStatic
    let name = Self.escaped(property.name)
    let underlying = "underlying\(property.name.capitalizedFirst)"
    let counter = "\(property.name)SetCallCount"
    let modifiers =
      (isStatic ? "static " : "")
      + (property.common.modifiers.contains("nonisolated") ? "nonisolated " : "")
    indented { $0.line("// MARK: - \(property.name)") }
    writer.blank()
    field(isStatic: isStatic, SwiftText(counter), type: "Int", initial: "0", settable: false)
    let initial = TypeText.defaultValue(for: type)
    field(
      isStatic: isStatic, SwiftText(underlying),
      type: SwiftText(initial == nil ? Self.optional(type) : type),
      initial: SwiftText(initial ?? "nil"), settable: true)
    let owner = isStatic ? "Self." : ""
    indented { writer in
      writer.block("\(stateAttributes)\(modifiers)var \(name): \(type)") { writer in
        writer.block("get") { writer in
          writeReturning(
            "\(owner)\(underlying)", type: type, call: property.name, whatToSet: name,
            into: &writer)
        }
        if isLocked, !isStatic {
          writer.line("set { locked { _\(underlying) = newValue; _\(counter) += 1 } }")
        } else {
          writer.line("set { \(owner)\(underlying) = newValue; \(owner)\(counter) += 1 }")
        }
      }
      writer.blank()
    }
  }
}
