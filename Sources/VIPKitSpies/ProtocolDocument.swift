import VIPKitCore
import VIPKitSyntax

/// The parser's output as `vipkit spies --format json` prints it (schema in Docs/spies.md).
package struct ProtocolDocument: Encodable, Sendable {
  struct Location: Encodable, Sendable {
    let file: String
    let line: Int
    let column: Int

    init(_ location: SourceLocation) {
      file = location.path
      line = location.line
      column = location.column
    }
  }

  struct ParameterEntry: Encodable, Sendable {
    let label: String?
    let name: String
    let type: String
  }

  /// One requirement; the keys present depend on `kind`.
  struct Member: Encodable, Sendable {
    let kind: String
    var name: String?
    var attributes: [String]?
    var modifiers: [String]?
    var genericParameters: String?
    var parameters: [ParameterEntry]?
    var isAsync: Bool?
    var throwsClause: String?
    var returnType: String?
    var type: String?
    var hasSetter: Bool?
    var inherited: [String]?
    var defaultType: String?
    var whereClause: String?
    var failability: String?
    var condition: String?
    var clauses: [Clause]?
    var location: Location?
  }

  struct Clause: Encodable, Sendable {
    let condition: String?
    let members: [Member]
  }

  struct ProtocolEntry: Encodable, Sendable {
    let name: String
    let qualifiedName: String
    let access: String?
    let attributes: [String]
    let inherited: [String]
    let primaryAssociatedTypes: [String]
    let whereClause: String?
    let documentation: String?
    let location: Location
    let members: [Member]
    /// The `#if` branches the protocol is declared in, as one condition.
    let condition: String?
  }

  /// A protocol that got no spy, with the reason.
  struct SkippedEntry: Encodable, Sendable {
    let name: String
    let qualifiedName: String
    let reason: String
    let location: Location
  }

  struct DiagnosticEntry: Encodable, Sendable {
    let severity: String
    let message: String
    let location: Location?
  }

  let version = 1
  let protocols: [ProtocolEntry]
  let skipped: [SkippedEntry]
  let diagnostics: [DiagnosticEntry]

  package init(
    protocols decls: [ProtocolDecl], skipped: [SkippedProtocol] = [], diagnostics: [Diagnostic]
  ) {
    protocols = decls.map { decl in
      ProtocolEntry(
        name: decl.name, qualifiedName: decl.qualifiedName, access: decl.access,
        attributes: decl.attributes, inherited: decl.inherited,
        primaryAssociatedTypes: decl.primaryAssociatedTypes, whereClause: decl.whereClause,
        documentation: decl.documentation, location: Location(decl.location),
        members: decl.members.map(Self.member), condition: decl.condition)
    }
    self.skipped = skipped.map {
      SkippedEntry(
        name: $0.name, qualifiedName: $0.qualifiedName, reason: $0.reason,
        location: Location($0.location))
    }
    self.diagnostics = diagnostics.map {
      DiagnosticEntry(
        severity: $0.severity.rawValue, message: $0.message,
        location: $0.location.map(Location.init))
    }
  }

  private static func member(_ member: ProtocolMember) -> Member {
    func parameters(_ list: [Parameter]) -> [ParameterEntry] {
      list.map { ParameterEntry(label: $0.label, name: $0.name, type: $0.type) }
    }
    func common(_ kind: String, _ common: MemberCommon) -> Member {
      var entry = Member(kind: kind)
      entry.attributes = common.attributes
      entry.modifiers = common.modifiers
      entry.location = Location(common.location)
      return entry
    }
    switch member {
    case .function(let function):
      var entry = common("function", function.common)
      entry.name = function.name
      entry.genericParameters = function.genericParameters
      entry.parameters = parameters(function.parameters)
      entry.isAsync = function.isAsync
      entry.throwsClause = function.throwsClause.text
      entry.returnType = function.returnType
      entry.whereClause = function.whereClause
      return entry
    case .property(let property):
      var entry = common("property", property.common)
      entry.name = property.name
      entry.type = property.type
      entry.hasSetter = property.hasSetter
      entry.isAsync = property.getterIsAsync
      entry.throwsClause = property.getterThrows.text
      return entry
    case .subscript(let item):
      var entry = common("subscript", item.common)
      entry.genericParameters = item.genericParameters
      entry.parameters = parameters(item.parameters)
      entry.returnType = item.returnType
      entry.hasSetter = item.hasSetter
      entry.isAsync = item.getterIsAsync
      entry.throwsClause = item.getterThrows.text
      entry.whereClause = item.whereClause
      return entry
    case .initializer(let initializer):
      var entry = common("initializer", initializer.common)
      entry.failability = initializer.failability
      entry.genericParameters = initializer.genericParameters
      entry.parameters = parameters(initializer.parameters)
      entry.isAsync = initializer.isAsync
      entry.throwsClause = initializer.throwsClause.text
      entry.whereClause = initializer.whereClause
      return entry
    case .associatedType(let type):
      var entry = common("associatedType", type.common)
      entry.name = type.name
      entry.inherited = type.inherited
      entry.defaultType = type.defaultType
      entry.whereClause = type.whereClause
      return entry
    case .typeAlias(let name, let type, let location):
      var entry = Member(kind: "typeAlias")
      entry.name = name
      entry.type = type
      entry.location = Location(location)
      return entry
    case .conditional(let block):
      var entry = Member(kind: "conditional")
      entry.clauses = block.clauses.map {
        Clause(condition: $0.condition, members: $0.members.map(Self.member))
      }
      return entry
    }
  }
}
