import VIPKitSyntax

extension SpyEmitter {
  func emitMembers(_ members: [SpyPlan.Member]) {
    for member in members {
      switch member {
      case .function(let function, let prefix):
        withStateAttributes(of: function.common.attributes) {
          emitFunction(function, prefix: prefix)
        }
      case .property(let property):
        withStateAttributes(of: property.common.attributes) { emitProperty(property) }
      case .subscript(let item, let prefix):
        withStateAttributes(of: item.common.attributes) { emitSubscript(item, prefix: prefix) }
      case .initializer(let initializer, let prefix): emitInitializer(initializer, prefix: prefix)
      case .conditional(let clauses):
        for (index, clause) in clauses.enumerated() {
          let directive =
            index == 0
            ? "#if \(clause.condition ?? "")"
            : clause.condition.map { "#elseif \($0)" } ?? "#else"
          writer.directive("  " + directive)
          emitMembers(clause.members)
        }
        writer.directive("  #endif")
        writer.blank()
      }
    }
  }

  // MARK: - Functions

  /// A function requirement as its spy writes it: its state, then the method.
  private func emitFunction(_ function: FunctionRequirement, prefix: String) {
    if plan.naming == .mockolo {
      emitMockoloFunction(function, prefix: prefix)
      return
    }
    let shape = FunctionShape(function, prefix: prefix, emitter: self)
    indented { $0.line("// MARK: - \(shape.call)") }
    writer.blank()
    emitState(of: shape)
    indented { writer in
      if let documentation = function.common.documentation {
        for line in documentation.split(separator: "\n") { writer.line(text: String(line)) }
      }
      writeFunction(function, shape, into: &writer) { writer in
        emitBody(of: shape, into: &writer)
      }
      writer.blank()
    }
  }

  /// What a function's spy needs to know of it, worked out once.
  struct FunctionShape {
    let prefix: String
    let isStatic: Bool
    let parameters: [ResolvedParameter]
    /// The parameters a handler (`fooClosure`) receives.
    let handled: [ResolvedParameter]
    /// The return type, `nil` for `Void`.
    let returnType: String?
    /// Whether the return type names one of the function's generic parameters (stored as
    /// `Any`, cast back when returned).
    let returnsGeneric: Bool
    /// `login(email:password:)`, as the record of calls names it.
    let call: String
    let effects: Effects

    init(_ function: FunctionRequirement, prefix: String, emitter: SpyEmitter) {
      self.prefix = prefix
      isStatic = function.common.isStatic
      let generics = SpyEmitter.genericNames(function.genericParameters, function.parameters)
      parameters = function.parameters.map {
        emitter.resolved($0, generics: generics, clause: function.genericParameters)
      }
      // Usually every parameter reaches the handler: then the array is shared, not copied.
      handled =
        parameters.allSatisfy(\.passesToHandler)
        ? parameters : parameters.filter(\.passesToHandler)
      returnType = function.returnType.map(emitter.selfResolved).flatMap {
        $0 == "Void" ? nil : $0
      }
      returnsGeneric = returnType.map { TypeText.mentions($0, anyOf: generics) } ?? false
      call = SpyNaming.signature(function.name, function.parameters)
      effects = Effects(isAsync: function.isAsync, throwsClause: function.throwsClause)
    }

    /// `Self.` for a static requirement's state, nothing otherwise.
    var owner: String { isStatic ? "Self." : "" }
  }

  /// `fooCalled`, `fooCallsCount`, the received arguments, the error to throw, the value to
  /// return and the handler.
  private func emitState(of shape: FunctionShape) {
    let prefix = shape.prefix
    counters(prefix, isStatic: shape.isStatic)
    received(prefix, shape.parameters, isStatic: shape.isStatic)
    throwableError(prefix, shape.effects, isStatic: shape.isStatic)
    let storedReturn = shape.returnType.map { shape.returnsGeneric ? "Any" : $0 }
    if let storedReturn {
      returnValue("\(prefix)ReturnValue", type: storedReturn, isStatic: shape.isStatic)
    }
    let handlerParameters = shape.handled.map(\.handlerType).joined(separator: ", ")
    let handlerReturn = TypeText.implicitUnwrapAsOptional(storedReturn ?? "Void")
    field(
      isStatic: shape.isStatic, "\(prefix)Closure",
      type:
        "(\(asyncPrefix(isAsync: shape.effects.isAsync))(\(handlerParameters))\(shape.effects.handlerEffects) -> \(handlerReturn))?",
      initial: "nil", settable: true)
  }

  /// Writes the attributes the spy keeps, then the method's declaration with the body
  /// `body` writes: one string for the declaration, made in one interpolation.
  func writeFunction(
    _ function: FunctionRequirement, _ shape: FunctionShape, into writer: inout SwiftWriter,
    body: (inout SwiftWriter) -> Void
  ) {
    for attribute in function.common.attributes
    where attribute == "@discardableResult" || attribute.hasPrefix("@available") {
      writer.line(text: attribute)
    }
    let spelled = asyncPrefix(isAsync: function.isAsync)
    let modifiers =
      (shape.isStatic ? "static " : "")
      + (function.common.modifiers.contains("nonisolated") && spelled.isEmpty
        ? "nonisolated " : "") + spelled
    let name =
      function.name.first?.isLetter == true || function.name.first == "_"
      ? Self.escaped(function.name) : function.name + " "
    var parameterList = ""
    for parameter in shape.parameters {
      if !parameterList.isEmpty { parameterList += ", " }
      parameterList += parameter.declaration
    }
    let returns = shape.returnType.map { " -> \($0)" } ?? ""
    let whereClause = function.whereClause.map { " where \($0)" } ?? ""
    writer.block(
      "\(modifiers)func \(name)\(function.genericParameters)(\(parameterList))\(shape.effects.declarationSuffix)\(returns)\(whereClause)",
      body)
  }

  /// Records the call, throws what the test set, then calls the handler or returns the
  /// stubbed value.
  private func emitBody(of shape: FunctionShape, into writer: inout SwiftWriter) {
    let prefix = shape.prefix
    let owner = shape.owner
    writeRecording(
      prefix, shape.parameters, call: shape.isStatic ? nil : shape.call,
      isStatic: shape.isStatic, into: &writer)
    if shape.effects.errorStorageType != nil {
      writer.line("if let spyError = \(owner)\(prefix)ThrowableError { throw spyError }")
    }
    let arguments = shape.handled.map(\.argument).joined(separator: ", ")
    let tryAwait = shape.effects.callPrefix
    guard let returnType = shape.returnType else {
      writer.line("\(tryAwait)\(owner)\(prefix)Closure?(\(arguments))")
      return
    }
    guard shape.returnsGeneric else {
      writer.line(
        "if let spyHandler = \(owner)\(prefix)Closure { return \(tryAwait)spyHandler(\(arguments)) }"
      )
      writeReturning(
        "\(owner)\(prefix)ReturnValue", type: returnType, call: shape.call,
        whatToSet: "\(prefix)ReturnValue or \(prefix)Closure", into: &writer)
      return
    }
    writer.line("let stubbedValue: Any?")
    writer.line("if let spyHandler = \(owner)\(prefix)Closure {")
    writer.line("  stubbedValue = \(tryAwait)spyHandler(\(arguments))")
    writer.line("} else {")
    writer.line("  stubbedValue = \(owner)\(prefix)ReturnValue")
    writer.line("}")
    writer.block("guard let typedValue = stubbedValue as? \(returnType) else") {
      $0.line(
        "fatalError(\"\(plan.spyName).\(shape.call): set \(prefix)ReturnValue (a \(returnType)) or \(prefix)Closure first\")"
      )
    }
    writer.line("return typedValue")
  }

  /// `fooThrowableError`, for a requirement that throws (typed when it says `throws(E)`).
  private func throwableError(_ prefix: String, _ effects: Effects, isStatic: Bool) {
    guard let errorType = effects.errorStorageType else { return }
    field(
      isStatic: isStatic, "\(prefix)ThrowableError", type: "\(Self.optional(errorType))",
      initial: "nil", settable: true)
  }

  // MARK: - Properties

  private func emitProperty(_ property: PropertyRequirement) {
    if plan.naming == .mockolo, !property.getterIsAsync, property.getterThrows.text.isEmpty {
      emitMockoloProperty(property)
      return
    }
    let type = selfResolved(property.type)
    let isStatic = property.common.isStatic
    let name = Self.escaped(property.name)
    let underlying = "underlying\(property.name.capitalizedFirst)"
    let effects = Effects(isAsync: property.getterIsAsync, throwsClause: property.getterThrows)
    let modifiers =
      (isStatic ? "static " : "")
      + (property.common.modifiers.contains("nonisolated") ? "nonisolated " : "")
    indented { $0.line("// MARK: - \(property.name)") }
    writer.blank()
    let fieldsAreStatic = isStatic
    let plain = !effects.isAsync && effects.errorStorageType == nil
    // AutoMockable keeps a non-optional property in `underlyingFoo`, which tests set.
    let storedDirectly =
      isSourcery ? TypeText.isOptional(type) : TypeText.defaultValue(for: type) != nil
    if plain, storedDirectly, !isLocked || isStatic {
      field(
        isStatic: fieldsAreStatic, SwiftText(name), type: SwiftText(type),
        initial: TypeText.defaultValue(for: type).map { SwiftText($0) }, settable: true,
        modifiers: modifiers)
      writer.blank()
      return
    }
    let storedType =
      isSourcery && !TypeText.isOptional(type)
      ? Self.implicitlyUnwrapped(type)
      : TypeText.defaultValue(for: type) != nil ? type : Self.optional(type)
    let initial =
      isSourcery && !TypeText.isOptional(type) ? "nil" : TypeText.defaultValue(for: type) ?? "nil"
    field(
      isStatic: fieldsAreStatic, SwiftText(underlying), type: SwiftText(storedType),
      initial: SwiftText(initial), settable: true)
    throwableError(property.name, effects, isStatic: fieldsAreStatic)
    let owner = isStatic ? "Self." : ""
    indented { writer in
      writer.block("\(stateAttributes)\(modifiers)var \(name): \(type)") { writer in
        writer.block("get\(effects.declarationSuffix)") { writer in
          if effects.errorStorageType != nil {
            writer.line(
              "if let spyError = \(owner)\(property.name)ThrowableError { throw spyError }")
          }
          writeReturning(
            "\(owner)\(underlying)", type: type, call: property.name, whatToSet: underlying,
            into: &writer)
        }
        if plain {
          writer.line("set { \(owner)\(underlying) = newValue }")
        }
      }
      writer.blank()
    }
  }

  // MARK: - Subscripts

  private func emitSubscript(_ item: SubscriptRequirement, prefix: String) {
    let generics = Self.genericNames(item.genericParameters, item.parameters)
    let parameters = item.parameters.map { resolved($0, generics: generics) }
    let returnType = selfResolved(item.returnType)
    let returnsGeneric = TypeText.mentions(returnType, anyOf: generics)
    let call = SpyNaming.signature("subscript", item.parameters)
    let effects = Effects(isAsync: item.getterIsAsync, throwsClause: item.getterThrows)
    indented { $0.line("// MARK: - \(call)") }
    writer.blank()
    let fieldsAreStatic = item.common.isStatic
    counters(prefix, isStatic: fieldsAreStatic)
    received(prefix, parameters, isStatic: fieldsAreStatic)
    returnValue(
      "\(prefix)ReturnValue", type: returnsGeneric ? "Any" : returnType, isStatic: fieldsAreStatic)
    if item.hasSetter {
      field(
        isStatic: fieldsAreStatic, "\(prefix)ReceivedNewValue",
        type: SwiftText(Self.optional(returnsGeneric ? "Any" : returnType)), initial: "nil",
        settable: false)
    }
    throwableError(prefix, effects, isStatic: fieldsAreStatic)
    let isStatic = item.common.isStatic
    // Static state has no lock and no instance: `Self.` it is, and no record of calls.
    let storage = isStatic ? "Self." : isLocked ? "_" : ""
    indented { writer in
      let header =
        "\(isStatic ? "static " : "")subscript\(item.genericParameters)(\(parameters.map(\.declaration).joined(separator: ", "))) -> \(returnType)"
        + (item.whereClause.map { " where \($0)" } ?? "")
      writer.block("\(header)") { writer in
        writer.block("get\(effects.declarationSuffix)") { writer in
          writeRecording(
            prefix, parameters, call: isStatic ? nil : call, isStatic: isStatic, into: &writer)
          if effects.errorStorageType != nil {
            writer.line("if let spyError = \(prefix)ThrowableError { throw spyError }")
          }
          if returnsGeneric {
            writer.block("guard let typedValue = \(prefix)ReturnValue as? \(returnType) else") {
              $0.line(
                "fatalError(\"\(plan.spyName).\(call): set \(prefix)ReturnValue (a \(returnType)) first\")"
              )
            }
            writer.line("return typedValue")
          } else {
            writeReturning(
              "\(prefix)ReturnValue", type: returnType, call: call,
              whatToSet: "\(prefix)ReturnValue", into: &writer)
          }
        }
        if item.hasSetter {
          let assignment = "\(storage)\(prefix)ReceivedNewValue = newValue"
          writer.line(
            isLocked && !isStatic ? "set { locked { \(assignment) } }" : "set { \(assignment) }")
        }
      }
      writer.blank()
    }
  }

  // MARK: - Initialisers

  private func emitInitializer(_ initializer: InitializerRequirement, prefix: String) {
    let generics = Self.genericNames(initializer.genericParameters, initializer.parameters)
    let parameters = initializer.parameters.map { resolved($0, generics: generics) }
    let call = SpyNaming.signature("init", initializer.parameters)
    indented { $0.line("// MARK: - \(call)") }
    writer.blank()
    let fieldsAreStatic = false
    received(prefix, parameters, isStatic: fieldsAreStatic)
    let effects = Effects(isAsync: initializer.isAsync, throwsClause: initializer.throwsClause)
    indented { writer in
      let whereClause = initializer.whereClause.map { " where \($0)" } ?? ""
      writer.block(
        "init\(initializer.failability)\(initializer.genericParameters)(\(parameters.map(\.declaration).joined(separator: ", ")))\(effects.declarationSuffix)\(whereClause)"
      ) { writer in
        // Stored properties all have initial values, so the spy is ready to record.
        let storage = isLocked ? "_" : ""
        writeReceivedAssignments(prefix, parameters, storage: storage, into: &writer)
        writer.line("callRecorder.record(\"\(call)\")")
      }
      writer.blank()
    }
  }
}
