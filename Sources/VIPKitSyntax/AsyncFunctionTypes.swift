/// Makes the isolation of async function types explicit, so that a type copied from one
/// module into another means the same there.
///
/// Swift 6.2's `NonisolatedNonsendingByDefault` (on under Xcode 26's "approachable
/// concurrency") changes what an unannotated `() async -> Void` means: in a module with it, the
/// closure runs on its caller's actor (`nonisolated(nonsending)`); without it, off any actor
/// (`@concurrent`). A spy in a test target built the other way must spell the requirement's
/// meaning out, or it does not conform. A type already isolated (`@MainActor`, any other
/// attribute than `@Sendable`, `@escaping` and `@autoclosure`, `nonisolated(…)`) is left as
/// written.
package enum AsyncFunctionTypes {
  /// How a module reads an unannotated async function type.
  package enum Default: String, Sendable, Hashable {
    /// On its caller's actor: `NonisolatedNonsendingByDefault` on.
    case nonsending
    /// Off any actor: Swift's default before 6.2's feature.
    case concurrent

    /// The spelling that states this meaning in any module.
    package var spelling: String {
      self == .nonsending ? "nonisolated(nonsending)" : "@concurrent"
    }
  }

  /// `type` with `spelling` before every async function type in it that states no isolation.
  package static func explicit(_ type: String, spelling: String) -> String {
    guard type.contains("async") else { return type }
    let bytes = Array(type.utf8)
    let tokens = Lexer.tokenize(bytes).tokens.filter { $0.kind != .endOfFile }
    func text(_ index: Int) -> String {
      String(decoding: bytes[tokens[index].range], as: UTF8.self)
    }
    var insertions: [Int] = []
    for (index, token) in tokens.enumerated()
    where token.kind == .identifier && text(index) == "async" {
      // `(…) async [throws[(…)]] ->`: the parameter clause closes right before `async`.
      guard index > 0, text(index - 1) == ")", let open = opening(of: index - 1) else { continue }
      var after = index + 1
      if after < tokens.count, text(after) == "throws" {
        after += 1
        if after < tokens.count, text(after) == "(", let close = closing(of: after) {
          after = close + 1
        }
      }
      guard after < tokens.count, text(after) == "->" else { continue }
      // The attributes before the parameter clause: `@Sendable @escaping`, or an isolation.
      var start = open
      var isolated = false
      while start > 0 {
        let previous = start - 1
        if tokens[previous].kind == .identifier, previous > 0, text(previous - 1) == "@" {
          if !["Sendable", "escaping", "autoclosure"].contains(text(previous)) { isolated = true }
          start = previous - 1
        } else if text(previous) == ")", let attributeOpen = opening(of: previous),
          attributeOpen > 0,
          ["nonisolated", "isolated"].contains(text(attributeOpen - 1))
            || (attributeOpen > 1 && text(attributeOpen - 2) == "@")
        {
          // `nonisolated(nonsending)`, `@isolated(any)`.
          isolated = true
          start = text(attributeOpen - 1) == "nonisolated" ? attributeOpen - 1 : attributeOpen - 2
        } else {
          break
        }
      }
      if !isolated { insertions.append(tokens[start].range.lowerBound) }
    }
    var result = bytes
    for offset in insertions.sorted(by: >) {
      result.insert(contentsOf: Array((spelling + " ").utf8), at: offset)
    }
    return String(decoding: result, as: UTF8.self)

    func opening(of close: Int) -> Int? {
      var depth = 0
      var index = close
      while index >= 0 {
        let mark = text(index)
        if mark == ")" { depth += 1 }
        if mark == "(" {
          depth -= 1
          if depth == 0 { return index }
        }
        index -= 1
      }
      return nil
    }
    func closing(of open: Int) -> Int? {
      var depth = 0
      for index in open..<tokens.count {
        let mark = text(index)
        if mark == "(" { depth += 1 }
        if mark == ")" {
          depth -= 1
          if depth == 0 { return index }
        }
      }
      return nil
    }
  }
}

extension ProtocolDecl {
  /// The protocol with `attribute` (`@MainActor`) added, as a module's default isolation
  /// gives it without a word in the source.
  package func adding(attribute: String) -> ProtocolDecl {
    ProtocolDecl(
      name: name, qualifiedName: qualifiedName, access: access,
      attributes: attributes + [attribute],
      inherited: inherited, primaryAssociatedTypes: primaryAssociatedTypes,
      whereClause: whereClause, members: members, documentation: documentation,
      location: location, condition: condition, annotations: annotations)
  }

  /// The protocol with every type its requirements name passed through `transform`.
  package func mappingTypes(_ transform: (String) -> String) -> ProtocolDecl {
    func parameters(_ list: [Parameter]) -> [Parameter] {
      list.map {
        var parameter = $0
        parameter.type = transform($0.type)
        return parameter
      }
    }
    func mapped(_ member: ProtocolMember) -> ProtocolMember {
      switch member {
      case .function(var function):
        function.parameters = parameters(function.parameters)
        function.returnType = function.returnType.map(transform)
        return .function(function)
      case .property(var property):
        property.type = transform(property.type)
        return .property(property)
      case .subscript(var requirement):
        requirement.parameters = parameters(requirement.parameters)
        requirement.returnType = transform(requirement.returnType)
        return .subscript(requirement)
      case .initializer(var requirement):
        requirement.parameters = parameters(requirement.parameters)
        return .initializer(requirement)
      case .conditional(let block):
        return .conditional(
          ConditionalBlock(
            clauses: block.clauses.map {
              ConditionalBlock.Clause(condition: $0.condition, members: $0.members.map(mapped))
            }))
      case .associatedType, .typeAlias:
        return member
      }
    }
    return ProtocolDecl(
      name: name, qualifiedName: qualifiedName, access: access, attributes: attributes,
      inherited: inherited, primaryAssociatedTypes: primaryAssociatedTypes,
      whereClause: whereClause, members: members.map(mapped), documentation: documentation,
      location: location, condition: condition, annotations: annotations)
  }
}
