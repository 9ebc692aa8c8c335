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

  private func emitFunction(_ function: FunctionRequirement, prefix: String) {
    let isStatic = function.common.isStatic
    let generics = Self.genericNames(function.genericParameters, function.parameters)
    let parameters = function.parameters.map {
      resolved($0, generics: generics, clause: function.genericParameters)
    }
    let returnType = function.returnType.map(selfResolved).flatMap { $0 == "Void" ? nil : $0 }
    let returnsGeneric = returnType.map { TypeText.mentions($0, anyOf: generics) } ?? false
    let call = SpyNaming.signature(function.name, function.parameters)
    let effects = Effects(isAsync: function.isAsync, throwsClause: function.throwsClause)

    indented { $0.line("// MARK: - \(call)") }
    writer.blank()
    let fieldsAreStatic = isStatic
    counters(prefix, isStatic: fieldsAreStatic)
    received(prefix, parameters, isStatic: fieldsAreStatic)
    throwableError(prefix, effects, isStatic: fieldsAreStatic)
    let storedReturn = returnType.map { returnsGeneric ? "Any" : $0 }
    if let storedReturn {
      returnValue("\(prefix)ReturnValue", type: storedReturn, isStatic: fieldsAreStatic)
    }
    let handled = parameters.filter(\.passesToHandler)
    let handlerParameters = handled.map(\.handlerType).joined(separator: ", ")
    field(
      isStatic: fieldsAreStatic,
      "\(prefix)Closure",
      type:
        "((\(handlerParameters))\(effects.handlerEffects) -> \(TypeText.implicitUnwrapAsOptional(storedReturn ?? "Void")))?",
      initial: "nil", settable: true)

    var header = function.common.attributes.filter {
      $0 == "@discardableResult" || $0.hasPrefix("@available")
    }
    let modifiers =
      (isStatic ? "static " : "")
      + (function.common.modifiers.contains("nonisolated") ? "nonisolated " : "")
    let name =
      function.name.first?.isLetter == true || function.name.first == "_"
      ? Self.escaped(function.name) : function.name + " "
    let signature =
      "\(modifiers)func \(name)\(function.genericParameters)(\(parameters.map(\.declaration).joined(separator: ", ")))"
      + effects.declarationSuffix + (returnType.map { " -> \($0)" } ?? "")
      + (function.whereClause.map { " where \($0)" } ?? "")
    header.append(signature)
    indented { writer in
      if let documentation = function.common.documentation {
        for line in documentation.split(separator: "\n") { writer.line(String(line)) }
      }
      for attribute in header.dropLast() { writer.line(attribute) }
      writer.block(header.last ?? signature) { writer in
        writer.append(
          recording(prefix, parameters, call: isStatic ? nil : call, isStatic: isStatic))
        let owner = isStatic ? "Self." : ""
        if effects.errorStorageType != nil {
          writer.line("if let spyError = \(owner)\(prefix)ThrowableError { throw spyError }")
        }
        let arguments = handled.map(\.argument).joined(separator: ", ")
        let tryAwait = effects.callPrefix
        if let returnType {
          if returnsGeneric {
            writer.line("let stubbedValue: Any?")
            writer.line("if let spyHandler = \(owner)\(prefix)Closure {")
            writer.line("  stubbedValue = \(tryAwait)spyHandler(\(arguments))")
            writer.line("} else {")
            writer.line("  stubbedValue = \(owner)\(prefix)ReturnValue")
            writer.line("}")
            writer.block("guard let typedValue = stubbedValue as? \(returnType) else") {
              $0.line(
                "fatalError(\"\(plan.spyName).\(call): set \(prefix)ReturnValue (a \(returnType)) or \(prefix)Closure first\")"
              )
            }
            writer.line("return typedValue")
          } else {
            writer.line(
              "if let spyHandler = \(owner)\(prefix)Closure { return \(tryAwait)spyHandler(\(arguments)) }"
            )
            writer.append(
              returning(
                "\(owner)\(prefix)ReturnValue", type: returnType, call: call,
                whatToSet: "\(prefix)ReturnValue or \(prefix)Closure"))
          }
        } else {
          writer.line("\(tryAwait)\(owner)\(prefix)Closure?(\(arguments))")
        }
      }
      writer.blank()
    }
  }

  /// `fooThrowableError`, for a requirement that throws (typed when it says `throws(E)`).
  private func throwableError(_ prefix: String, _ effects: Effects, isStatic: Bool) {
    guard let errorType = effects.errorStorageType else { return }
    field(
      isStatic: isStatic, "\(prefix)ThrowableError", type: Self.optional(errorType), initial: "nil",
      settable: true)
  }

  // MARK: - Properties

  private func emitProperty(_ property: PropertyRequirement) {
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
    if plain, TypeText.defaultValue(for: type) != nil, !isLocked || isStatic {
      field(
        isStatic: fieldsAreStatic, name, type: type, initial: TypeText.defaultValue(for: type),
        settable: true, modifiers: modifiers)
      writer.blank()
      return
    }
    let storedType = TypeText.defaultValue(for: type) != nil ? type : Self.optional(type)
    let initial = TypeText.defaultValue(for: type) ?? "nil"
    field(isStatic: fieldsAreStatic, underlying, type: storedType, initial: initial, settable: true)
    throwableError(property.name, effects, isStatic: fieldsAreStatic)
    let owner = isStatic ? "Self." : ""
    indented { writer in
      writer.block("\(stateAttributes)\(modifiers)var \(name): \(type)") { writer in
        writer.block("get\(effects.declarationSuffix)") { writer in
          if effects.errorStorageType != nil {
            writer.line(
              "if let spyError = \(owner)\(property.name)ThrowableError { throw spyError }")
          }
          writer.append(
            returning(
              "\(owner)\(underlying)", type: type, call: property.name, whatToSet: underlying))
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
        type: Self.optional(returnsGeneric ? "Any" : returnType), initial: "nil", settable: false)
    }
    throwableError(prefix, effects, isStatic: fieldsAreStatic)
    let storage = isLocked ? "_" : ""
    indented { writer in
      let header =
        "\(item.common.isStatic ? "static " : "")subscript\(item.genericParameters)(\(parameters.map(\.declaration).joined(separator: ", "))) -> \(returnType)"
        + (item.whereClause.map { " where \($0)" } ?? "")
      writer.block(header) { writer in
        writer.block("get\(effects.declarationSuffix)") { writer in
          writer.append(recording(prefix, parameters, call: call, isStatic: item.common.isStatic))
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
            writer.append(
              returning(
                "\(prefix)ReturnValue", type: returnType, call: call,
                whatToSet: "\(prefix)ReturnValue"))
          }
        }
        if item.hasSetter {
          let assignment = "\(storage)\(prefix)ReceivedNewValue = newValue"
          writer.line(isLocked ? "set { locked { \(assignment) } }" : "set { \(assignment) }")
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
      writer.block(
        "init\(initializer.failability)\(initializer.genericParameters)(\(parameters.map(\.declaration).joined(separator: ", ")))"
          + effects.declarationSuffix + (initializer.whereClause.map { " where \($0)" } ?? "")
      ) { writer in
        // Stored properties all have initial values, so the spy is ready to record.
        let storage = isLocked ? "_" : ""
        writer.append(receivedAssignments(prefix, parameters, storage: storage))
        writer.line("\(storage)recordedCalls.append(\"\(call)\")")
      }
      writer.blank()
    }
  }
}
