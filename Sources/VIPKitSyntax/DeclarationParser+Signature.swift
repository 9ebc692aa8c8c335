extension DeclarationParser {
  // MARK: - Requirements

  /// `func name<T>(params) async throws(E) -> Ret where …`, the cursor on `func`.
  mutating func parseFunction(_ common: MemberCommon) -> ProtocolMember? {
    cursor.advance()
    let nameToken = cursor.current
    guard
      nameToken.kind == .identifier || nameToken.kind == .backtickedIdentifier
        || nameToken.kind == .operator || nameToken.kind == .punctuation
    else { return nil }
    let name = cursor.identifier(at: cursor.index) ?? cursor.text(nameToken)
    cursor.advance()
    let generics = genericParameters()
    guard let parameters = parameterClause() else { return nil }
    let (isAsync, throwsClause) = effects()
    let returnType = type(after: "->")
    return .function(
      FunctionRequirement(
        common: common, name: name, genericParameters: generics, parameters: parameters,
        isAsync: isAsync, throwsClause: throwsClause, returnType: returnType,
        whereClause: whereClause()))
  }

  /// `var name: Type { get set }`, the cursor on `var`.
  mutating func parseProperty(_ common: MemberCommon) -> ProtocolMember? {
    cursor.advance()
    guard let name = cursor.identifier(at: cursor.index) else { return nil }
    cursor.advance()
    guard cursor.isSymbol(":") else { return nil }
    cursor.advance()
    let type = typeText()
    let accessors = accessorBlock()
    return .property(
      PropertyRequirement(
        common: common, name: name, type: type, hasSetter: accessors.hasSetter,
        getterIsAsync: accessors.isAsync, getterThrows: accessors.throwsClause))
  }

  /// `init?<T>(params) async throws where …`, the cursor on `init`.
  mutating func parseInitializer(_ common: MemberCommon) -> ProtocolMember? {
    cursor.advance()
    var failability = ""
    if cursor.isSymbol("?") || cursor.isSymbol("!"), cursor.current.leadingTrivia.isEmpty {
      failability = cursor.currentText
      cursor.advance()
    }
    let generics = genericParameters()
    guard let parameters = parameterClause() else { return nil }
    let (isAsync, throwsClause) = effects()
    return .initializer(
      InitializerRequirement(
        common: common, failability: failability, genericParameters: generics,
        parameters: parameters, isAsync: isAsync, throwsClause: throwsClause,
        whereClause: whereClause()))
  }

  /// `subscript<T>(params) -> Ret where … { get set }`, the cursor on `subscript`.
  mutating func parseSubscript(_ common: MemberCommon) -> ProtocolMember? {
    cursor.advance()
    let generics = genericParameters()
    guard let parameters = parameterClause(), cursor.isSymbol("->") else { return nil }
    cursor.advance()
    let returnType = typeText()
    let whereClause = whereClause()
    let accessors = accessorBlock()
    return .subscript(
      SubscriptRequirement(
        common: common, genericParameters: generics, parameters: parameters,
        returnType: returnType, whereClause: whereClause, hasSetter: accessors.hasSetter,
        getterIsAsync: accessors.isAsync, getterThrows: accessors.throwsClause))
  }

  /// `associatedtype Name: A, B = Default where …`, the cursor on `associatedtype`.
  mutating func parseAssociatedType(_ common: MemberCommon) -> ProtocolMember? {
    cursor.advance()
    guard let name = cursor.identifier(at: cursor.index) else { return nil }
    cursor.advance()
    var inherited: [String] = []
    if cursor.isSymbol(":") {
      cursor.advance()
      inherited = typeList()
    }
    let defaultType = type(after: "=")
    return .associatedType(
      AssociatedTypeRequirement(
        common: common, name: name, inherited: inherited, defaultType: defaultType,
        whereClause: whereClause()))
  }

  // MARK: - Parts of signatures

  /// `<T: Codable, U>` as written, or empty; the cursor after it.
  private mutating func genericParameters() -> String {
    guard cursor.current.kind == .operator || cursor.current.kind == .punctuation,
      cursor.currentText.hasPrefix("<")
    else { return "" }
    let start = cursor.index
    var depth = 0
    var loop = LoopProgress()
    repeat {
      depth += angleBalance(cursor.current)
      cursor.advance()
    } while depth > 0 && !cursor.isAtEnd && !cursor.isSymbol("(") && !cursor.isSymbol("{")
      && loop.advanced(cursor.index)
    return cursor.normalizedText(start..<cursor.index)
  }

  /// `(label name: Type, …)`; `nil` when the cursor is not on `(` or it is never closed.
  private mutating func parameterClause() -> [Parameter]? {
    guard cursor.isSymbol("(") else { return nil }
    cursor.advance()
    var parameters: [Parameter] = []
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd, !cursor.isSymbol(")") {
      // A result builder's attribute before the name (`@Builder content: () -> Item`) is no
      // part of the type: a spy conforms without it.
      while cursor.isSymbol("@") { skipAttribute() }
      var names: [String] = []
      var loop = LoopProgress()
      while loop.advanced(cursor.index), let name = cursor.identifier(at: cursor.index),
        !cursor.isSymbol(":")
      {
        names.append(name)
        cursor.advance()
      }
      guard cursor.isSymbol(":"), let first = names.first else { return nil }
      cursor.advance()
      let type = typeText()
      let hasDefault = cursor.isSymbol("=")
      if hasDefault {
        cursor.advance()
        _ = typeText()
      }
      let name = names.count > 1 ? names[1] : first
      parameters.append(
        Parameter(
          label: first == "_" ? nil : first,
          name: name == "_" ? "arg\(parameters.count)" : name, type: type,
          hasDefault: hasDefault))
      if cursor.isSymbol(",") { cursor.advance() }
    }
    guard cursor.isSymbol(")") else { return nil }
    cursor.advance()
    return parameters
  }

  /// `async`, `throws`, `throws(E)`, `rethrows`, in any order.
  private mutating func effects() -> (isAsync: Bool, throwsClause: ThrowsClause) {
    var isAsync = false
    var throwsClause = ThrowsClause.none
    var loop = LoopProgress()
    while loop.advanced(cursor.index), let word = cursor.identifier(at: cursor.index) {
      switch word {
      case "async", "reasync":
        isAsync = true
      case "rethrows":
        throwsClause = .rethrows
      case "throws":
        throwsClause = throwsClauseAtKeyword()
        if case .typed = throwsClause, !cursor.isSymbol(")") { return (isAsync, throwsClause) }
      default:
        return (isAsync, throwsClause)
      }
      cursor.advance()
    }
    return (isAsync, throwsClause)
  }

  /// `throws` or `throws(E)`, the cursor on `throws`; leaves the cursor on the clause's last
  /// token (`throws`, or the `)` of a typed throw).
  private mutating func throwsClauseAtKeyword() -> ThrowsClause {
    guard cursor.isSymbol("(", at: cursor.index + 1) else { return .throws }
    cursor.advance()
    cursor.advance()
    return .typed(typeText())
  }

  /// `where …` as written, or `nil`.
  private mutating func whereClause() -> String? {
    guard cursor.isKeyword("where") else { return nil }
    cursor.advance()
    return clause()
  }

  /// `{ get }`, `{ get set }`, `{ get async throws(E) }`; none written reads as `{ get }`.
  private mutating func accessorBlock() -> (
    hasSetter: Bool, isAsync: Bool, throwsClause: ThrowsClause
  ) {
    guard cursor.isSymbol("{") else { return (false, false, .none) }
    var hasSetter = false
    var isAsync = false
    var throwsClause = ThrowsClause.none
    cursor.advance()
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd, !cursor.isSymbol("}") {
      switch cursor.identifier(at: cursor.index) {
      case "set": hasSetter = true
      case "async": isAsync = true
      case "throws": throwsClause = throwsClauseAtKeyword()
      default: break
      }
      cursor.advance()
    }
    cursor.advance()
    return (hasSetter, isAsync, throwsClause)
  }

  // MARK: - Types as text

  /// The type after `symbol` (`-> Ret`, `= Default`), or `nil` when `symbol` is not next.
  private mutating func type(after symbol: StaticString) -> String? {
    guard cursor.isSymbol(symbol) else { return nil }
    cursor.advance()
    return typeText()
  }

  /// A type as written, up to the first `,` `)` `]` `{` `}` `=` `;` or `where` at depth 0, or
  /// the start of the next requirement.
  mutating func typeText() -> String {
    collect(stoppingAtComma: true, stopAtWhere: true)
  }

  /// Types separated by commas at depth 0 (an inheritance list, a constraint list).
  mutating func typeList() -> [String] {
    var types: [String] = []
    var loop = LoopProgress()
    while loop.advanced(cursor.index), !cursor.isAtEnd {
      let type = typeText()
      if !type.isEmpty { types.append(type) }
      guard cursor.isSymbol(",") else { break }
      cursor.advance()
    }
    return types
  }

  /// A clause (`where T: A, U == B`), commas included, up to `{`, `}` or the next requirement.
  mutating func clause() -> String {
    collect(stoppingAtComma: false, stopAtWhere: false)
  }

  private mutating func collect(stoppingAtComma: Bool, stopAtWhere: Bool) -> String {
    let start = cursor.index
    var depth = 0
    var loop = LoopProgress()
    scan: while loop.advanced(cursor.index), !cursor.isAtEnd {
      let token = cursor.current
      if depth == 0, cursor.index > start, startsMember(token) { break }
      switch token.kind {
      case .punctuation where token.range.count == 1:
        // Read as a byte: most tokens of a type are punctuation.
        switch cursor.firstByte(at: cursor.index) {
        case .openParen, .openBracket:
          depth += 1
        case .closeParen, .closeBracket:
          // At depth 0 this closes an enclosing construct (a parameter list).
          guard depth > 0 else { break scan }
          depth -= 1
        case .openBrace, .closeBrace, .semicolon, .equals:
          if depth == 0 { break scan }
        case .comma:
          if depth == 0, stoppingAtComma { break scan }
        default:
          break
        }
      case .operator:
        depth = max(0, depth + angleBalance(token))
      case .identifier:
        if depth == 0, stopAtWhere, cursor.isKeyword("where") { break scan }
      default:
        break
      }
      cursor.advance()
    }
    return cursor.normalizedText(start..<cursor.index)
  }

  /// `+1` per `<` and `-1` per `>` in an operator token (`<`, `>`, `>>`, `?>`).
  private func angleBalance(_ token: Token) -> Int {
    guard token.kind == .operator || token.kind == .punctuation else { return 0 }
    var balance = 0
    for byte in cursor.source.bytes[token.range] {
      if byte == .less { balance += 1 } else if byte == .greater { balance -= 1 }
    }
    return balance
  }
}
