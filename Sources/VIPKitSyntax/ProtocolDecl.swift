import VIPKitCore

/// A protocol declaration as the parser read it: enough to write a spy and to show the
/// parser's view as JSON. Types and clauses are kept as normalised source text.
///
/// A value with its fields in one immutable object: a large input holds thousands of these,
/// and copying one (into the catalog, a selection, a plan) then costs one reference count,
/// not one per field.
package struct ProtocolDecl: Sendable, Hashable {
  private final class Fields: Sendable {
    let name: String
    let qualifiedName: String
    let access: String?
    let attributes: [String]
    let inherited: [String]
    let primaryAssociatedTypes: [String]
    let whereClause: String?
    let members: [ProtocolMember]
    let documentation: String?
    let location: SourceLocation
    let condition: String?
    let annotations: Set<String>

    init(
      name: String, qualifiedName: String, access: String?, attributes: [String],
      inherited: [String], primaryAssociatedTypes: [String], whereClause: String?,
      members: [ProtocolMember], documentation: String?, location: SourceLocation,
      condition: String?, annotations: Set<String>
    ) {
      self.name = name
      self.qualifiedName = qualifiedName
      self.access = access
      self.attributes = attributes
      self.inherited = inherited
      self.primaryAssociatedTypes = primaryAssociatedTypes
      self.whereClause = whereClause
      self.members = members
      self.documentation = documentation
      self.location = location
      self.condition = condition
      self.annotations = annotations
    }
  }

  private let fields: Fields

  package init(
    name: String, qualifiedName: String, access: String?, attributes: [String],
    inherited: [String], primaryAssociatedTypes: [String], whereClause: String?,
    members: [ProtocolMember], documentation: String?, location: SourceLocation,
    condition: String? = nil, annotations: Set<String> = []
  ) {
    fields = Fields(
      name: name, qualifiedName: qualifiedName, access: access, attributes: attributes,
      inherited: inherited, primaryAssociatedTypes: primaryAssociatedTypes,
      whereClause: whereClause, members: members, documentation: documentation,
      location: location, condition: condition, annotations: annotations)
  }

  package var name: String { fields.name }
  /// `Outer.Inner` for a protocol nested in `Outer` (or in an extension of it).
  package var qualifiedName: String { fields.qualifiedName }
  /// `public`, `package`, `internal`, `fileprivate`, `private`, or `nil` when not written.
  package var access: String? { fields.access }
  /// `@MainActor`, `@available(iOS 15, *)`, `@objc`, … as written.
  package var attributes: [String] { fields.attributes }
  package var inherited: [String] { fields.inherited }
  package var primaryAssociatedTypes: [String] { fields.primaryAssociatedTypes }
  package var whereClause: String? { fields.whereClause }
  package var members: [ProtocolMember] { fields.members }
  package var documentation: String? { fields.documentation }
  package var location: SourceLocation { fields.location }
  /// The `#if` branches the declaration is in, as one condition
  /// (`canImport(_Concurrency) && !(os(WASI))`), or `nil` when it is always compiled. A
  /// protocol declared once per branch has one spy per branch, each under its condition.
  package var condition: String? { fields.condition }
  /// The marks other generators select protocols by, from the comments right above the
  /// declaration: `AutoMockable` (`// sourcery: AutoMockable`) and `mockable` (`/// @mockable`).
  package var annotations: Set<String> { fields.annotations }

  package static func == (lhs: ProtocolDecl, rhs: ProtocolDecl) -> Bool {
    lhs.fields === rhs.fields
      || (lhs.name == rhs.name && lhs.qualifiedName == rhs.qualifiedName
        && lhs.access == rhs.access && lhs.attributes == rhs.attributes
        && lhs.inherited == rhs.inherited
        && lhs.primaryAssociatedTypes == rhs.primaryAssociatedTypes
        && lhs.whereClause == rhs.whereClause && lhs.members == rhs.members
        && lhs.documentation == rhs.documentation && lhs.location == rhs.location
        && lhs.condition == rhs.condition && lhs.annotations == rhs.annotations)
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(qualifiedName)
    hasher.combine(location)
    hasher.combine(members)
  }

  /// Every member, with those inside `#if` blocks, in source order.
  package var allMembers: [ProtocolMember] {
    members.flatMap { member -> [ProtocolMember] in
      if case .conditional(let block) = member {
        return block.clauses.flatMap { clause in
          ProtocolDecl.flatten(clause.members)
        }
      }
      return [member]
    }
  }

  private static func flatten(_ members: [ProtocolMember]) -> [ProtocolMember] {
    members.flatMap { member -> [ProtocolMember] in
      if case .conditional(let block) = member {
        return block.clauses.flatMap { flatten($0.members) }
      }
      return [member]
    }
  }
}

/// One requirement of a protocol, or an `#if` block of them.
package enum ProtocolMember: Sendable, Hashable {
  case function(FunctionRequirement)
  case property(PropertyRequirement)
  case `subscript`(SubscriptRequirement)
  case initializer(InitializerRequirement)
  case associatedType(AssociatedTypeRequirement)
  case typeAlias(name: String, type: String, location: SourceLocation)
  case conditional(ConditionalBlock)
}

/// What every requirement carries besides its signature.
package struct MemberCommon: Sendable, Hashable {
  package var attributes: [String] = []
  /// `static`, `class`, `mutating`, `nonmutating`, `nonisolated`, `optional`, …
  package var modifiers: [String] = []
  package var documentation: String?
  package var location: SourceLocation

  package var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
}

/// `throws`, `throws(E)`, `rethrows`, or nothing.
package enum ThrowsClause: Sendable, Hashable {
  case none
  case `throws`
  case typed(String)
  case `rethrows`

  /// The clause as written in a declaration (`throws(LoginError)`), empty for none.
  package var text: String {
    switch self {
    case .none: ""
    case .throws: "throws"
    case .typed(let type): "throws(\(type))"
    case .rethrows: "rethrows"
    }
  }
}

/// One parameter of a function, initialiser or subscript.
package struct Parameter: Sendable, Hashable {
  /// The argument label: `nil` for `_`.
  package var label: String?
  /// The name inside the body (the label when only one name is written).
  package var name: String
  /// The type as written, attributes and `inout` included: `inout [Int]`,
  /// `@escaping @Sendable (Result<User, Error>) -> Void`, `Int...`.
  package var type: String
  /// Whether it has a default value (`count: Int = 1`): a call may leave it out. Never in a
  /// protocol; read from the declarations of concrete types.
  package var hasDefault = false

  package var isInout: Bool { type.hasPrefix("inout ") }
  package var isVariadic: Bool { type.hasSuffix("...") }
}

package struct FunctionRequirement: Sendable, Hashable {
  package var common: MemberCommon
  /// `presentLoading`, or an operator such as `==`.
  package var name: String
  /// `<T: Codable, U>` as written, or empty.
  package var genericParameters: String
  package var parameters: [Parameter]
  package var isAsync: Bool
  package var throwsClause: ThrowsClause
  /// `nil` when the function returns `Void` implicitly.
  package var returnType: String?
  package var whereClause: String?
}

package struct PropertyRequirement: Sendable, Hashable {
  package var common: MemberCommon
  package var name: String
  package var type: String
  package var hasSetter: Bool
  package var getterIsAsync: Bool
  package var getterThrows: ThrowsClause
}

package struct SubscriptRequirement: Sendable, Hashable {
  package var common: MemberCommon
  package var genericParameters: String
  package var parameters: [Parameter]
  package var returnType: String
  package var whereClause: String?
  package var hasSetter: Bool
  package var getterIsAsync: Bool
  package var getterThrows: ThrowsClause
}

package struct InitializerRequirement: Sendable, Hashable {
  package var common: MemberCommon
  /// `?` or `!` for a failable initialiser, else empty.
  package var failability: String
  package var genericParameters: String
  package var parameters: [Parameter]
  package var isAsync: Bool
  package var throwsClause: ThrowsClause
  package var whereClause: String?
}

package struct AssociatedTypeRequirement: Sendable, Hashable {
  package var common: MemberCommon
  package var name: String
  /// `Hashable & Sendable`, or empty.
  package var inherited: [String]
  package var defaultType: String?
  package var whereClause: String?
}

/// `#if A … #elseif B … #else … #endif` inside a protocol.
package struct ConditionalBlock: Sendable, Hashable {
  /// One clause: its condition (`nil` for `#else`) and its members.
  package struct Clause: Sendable, Hashable {
    package var condition: String?
    package var members: [ProtocolMember]

    package init(condition: String?, members: [ProtocolMember]) {
      self.condition = condition
      self.members = members
    }
  }
  package var clauses: [Clause]

  package init(clauses: [Clause]) {
    self.clauses = clauses
  }
}
