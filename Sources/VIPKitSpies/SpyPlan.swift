import Foundation
import VIPKitCore
import VIPKitSyntax

/// Everything the emitter needs to write one spy: the protocol with its inherited
/// requirements, the spy's shape, and a unique name prefix for every member.
struct SpyPlan {
  /// How the spy keeps its state safe under Swift 6.
  enum Isolation: Equatable {
    /// A plain class: used from one isolation domain at a time.
    case none
    /// A class isolated to a global actor (`@MainActor`), as its protocol is.
    case globalActor(String)
    /// An actor, for a protocol that refines `Actor`.
    case actor
    /// A class whose state sits behind a lock, for a protocol that refines `Sendable`.
    case locked
  }

  /// A requirement with the prefix its spy members share (`login` → `loginCalled`), or an
  /// `#if` block of them.
  indirect enum Member {
    case function(FunctionRequirement, prefix: String)
    case property(PropertyRequirement)
    case `subscript`(SubscriptRequirement, prefix: String)
    case initializer(InitializerRequirement, prefix: String)
    case conditional([(condition: String?, members: [Member])])
  }

  let decl: ProtocolDecl
  let spyName: String
  let isolation: Isolation
  /// `Item: Codable & Hashable`, one per associated type, for the spy's generic clause.
  let genericParameters: [String]
  let whereClauses: [String]
  let members: [Member]
  /// Standard protocols the spy satisfies itself: `Equatable`, `Hashable`,
  /// `CustomStringConvertible`.
  let standardConformances: Set<String>
}

/// Reads all the protocols of the input together, so a spy includes what its protocol
/// inherits from protocols declared in other files.
struct ProtocolCatalog {
  private let byName: [String: ProtocolDecl]

  init(_ protocols: [ProtocolDecl]) {
    var byName: [String: ProtocolDecl] = [:]
    for decl in protocols {
      byName[decl.qualifiedName] = byName[decl.qualifiedName] ?? decl
      byName[decl.name] = byName[decl.name] ?? decl
    }
    self.byName = byName
  }

  /// Protocols a spy can satisfy without their declaration.
  static let standard: Set<String> = [
    "AnyObject", "Sendable", "Actor", "Equatable", "Hashable", "CustomStringConvertible",
    "CustomDebugStringConvertible", "Identifiable", "AnyActor",
  ]

  func plan(for decl: ProtocolDecl) -> (plan: SpyPlan, warnings: [Diagnostic]) {
    var warnings: [Diagnostic] = []
    var ancestry: [ProtocolDecl] = []
    var standard: Set<String> = []
    var visited: Set<String> = [decl.qualifiedName]
    var queue = [decl]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      ancestry.append(current)
      for inherited in current.inherited.flatMap({ TypeText.splitTopLevel($0, on: "&") }) {
        let name = String(inherited.prefix { $0 != "<" })
        if Self.standard.contains(name) {
          standard.insert(name)
        } else if let parent = byName[name] {
          if visited.insert(parent.qualifiedName).inserted { queue.append(parent) }
        } else {
          warnings.append(
            Diagnostic(
              .warning,
              "\(decl.name)Spy: '\(current.name)' inherits '\(name)', which is not declared in "
                + "the input, so its requirements are not in the spy",
              at: current.location,
              notes: ["Add the file that declares '\(name)' to the paths given to vipkit spies."]))
        }
      }
    }
    let isolation: SpyPlan.Isolation
    if standard.contains("Actor") {
      isolation = .actor
    } else if let actor = ancestry.lazy.flatMap(\.attributes).first(where: Self.isGlobalActor) {
      isolation = .globalActor(actor)
    } else if standard.contains("Sendable") {
      isolation = .locked
    } else {
      isolation = .none
    }
    var seen: Set<String> = []
    var associated: [AssociatedTypeRequirement] = []
    var members: [ProtocolMember] = []
    for current in ancestry {
      for member in current.members {
        if let kept = Self.deduplicated(member, seen: &seen, associated: &associated) {
          members.append(kept)
        }
      }
    }
    let whereClauses = ancestry.compactMap(\.whereClause) + associated.compactMap(\.whereClause)
    let generics = associated.map { type in
      type.inherited.isEmpty
        ? type.name : "\(type.name): \(type.inherited.joined(separator: " & "))"
    }
    let plan = SpyPlan(
      decl: decl, spyName: decl.name + "Spy", isolation: isolation,
      genericParameters: generics,
      // In the spy, an associated type is a generic parameter: `Self.Item` is `Item`.
      whereClauses: whereClauses.map { $0.replacingOccurrences(of: "Self.", with: "") },
      members: SpyNaming.assignPrefixes(to: members),
      standardConformances: standard.intersection([
        "Equatable", "Hashable", "CustomStringConvertible",
      ]))
    return (plan, warnings)
  }

  /// A member, unless an earlier protocol of the ancestry already required the same thing;
  /// associated types are set aside for the generic clause.
  private static func deduplicated(
    _ member: ProtocolMember, seen: inout Set<String>, associated: inout [AssociatedTypeRequirement]
  ) -> ProtocolMember? {
    switch member {
    case .associatedType(let type):
      if seen.insert("associatedtype \(type.name)").inserted { associated.append(type) }
      return nil
    case .typeAlias:
      return nil
    case .conditional(let block):
      let clauses = block.clauses.map { clause in
        ConditionalBlock.Clause(
          condition: clause.condition,
          members: clause.members.compactMap {
            deduplicated($0, seen: &seen, associated: &associated)
          })
      }
      return .conditional(ConditionalBlock(clauses: clauses))
    default:
      return seen.insert(signatureKey(member)).inserted ? member : nil
    }
  }

  /// What makes two requirements the same one.
  private static func signatureKey(_ member: ProtocolMember) -> String {
    func parameters(_ list: [Parameter]) -> String {
      list.map { "\($0.label ?? "_"):\($0.type)" }.joined(separator: ",")
    }
    switch member {
    case .function(let function):
      return "func \(function.common.isStatic) \(function.name)(\(parameters(function.parameters)))"
        + "->\(function.returnType ?? "")"
    case .property(let property):
      return "var \(property.common.isStatic) \(property.name)"
    case .subscript(let item):
      return "subscript(\(parameters(item.parameters)))->\(item.returnType)"
    case .initializer(let initializer):
      return "init(\(parameters(initializer.parameters)))"
    case .associatedType(let type):
      return "associatedtype \(type.name)"
    case .typeAlias(let name, _, _):
      return "typealias \(name)"
    case .conditional:
      return ""
    }
  }

  /// `@MainActor`, or any attribute naming a global actor by convention (`@DatabaseActor`).
  private static func isGlobalActor(_ attribute: String) -> Bool {
    attribute.hasPrefix("@") && attribute.hasSuffix("Actor") && !attribute.contains("(")
  }
}
