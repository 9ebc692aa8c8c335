import Foundation
import VIPKitCore
import VIPKitSyntax

/// Everything the emitter needs to write one spy: the protocol with its inherited
/// requirements, the spy's shape, and a unique name prefix for every member.
///
/// A class, made whole by `ProtocolCatalog.plan(for:)` and only read after: passing a plan
/// from the cores that plan to the cores that write costs one reference count, not one per
/// field (copies of a large struct were a tenth of a large run, all on one core).
final class SpyPlan: Sendable {
  /// How the spy keeps its state safe under Swift 6.
  enum Isolation: Equatable, Sendable {
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
  indirect enum Member: Sendable {
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
  /// `RawValue = Int64`, from a same-type constraint on a name that is not generic here.
  let typeAliases: [String]
  let members: [Member]
  /// Standard protocols the spy satisfies itself: `Equatable`, `Hashable`,
  /// `CustomStringConvertible`.
  let standardConformances: Set<String>
  /// The class the spy subclasses, for a protocol that inherits `NSObjectProtocol` or is
  /// constrained to a UIKit or AppKit class.
  let superclass: String?
  /// Frameworks the spy imports (`Foundation`, `UIKit`, `Combine`).
  let frameworks: [String]
  /// Members written for framework parents (`encode(to:)`).
  let frameworkMembers: [String]
  /// Where the spy can be compiled (`canImport(UIKit)`), from its framework parents.
  let frameworkCondition: String?
  /// Whose names and shapes the members take.
  let naming: SpyNaming.Style

  /// A plan that takes on what its framework parents ask of the spy: a superclass (a UIKit
  /// or AppKit class is more specific than `NSObject`, which it subclasses), imports,
  /// members, and the condition under which the frameworks exist.
  init(
    decl: ProtocolDecl, spyName: String, isolation: Isolation, genericParameters: [String],
    whereClauses: [String], typeAliases: [String], members: [Member],
    standardConformances: Set<String>, parents: [FrameworkParent] = [],
    naming: SpyNaming.Style = .vipkit
  ) {
    self.decl = decl
    self.spyName = spyName
    self.isolation = isolation
    self.genericParameters = genericParameters
    self.whereClauses = whereClauses
    self.typeAliases = typeAliases
    self.members = members
    self.standardConformances = standardConformances
    let superclasses = parents.compactMap(\.superclass)
    superclass = superclasses.first { $0 != "NSObject" } ?? superclasses.first
    frameworks = Array(Set(parents.compactMap(\.framework))).sorted()
    frameworkMembers = parents.flatMap(\.members)
    let conditions = Array(Set(parents.compactMap(\.condition))).sorted()
    frameworkCondition = conditions.isEmpty ? nil : conditions.joined(separator: " && ")
    self.naming = naming
  }
}

/// Reads all the protocols of the input together, so a spy includes what its protocol
/// inherits from protocols declared in other files.
struct ProtocolCatalog {
  /// The input's protocols, and where to find each by name and by qualified name (the first
  /// of that name): indices, so that the protocols are not copied once per name.
  private let protocols: [ProtocolDecl]
  private let byName: [String: Int]
  /// Whose names the spies' members take.
  let naming: SpyNaming.Style

  init(_ protocols: [ProtocolDecl], naming: SpyNaming.Style = .vipkit) {
    self.naming = naming
    self.protocols = protocols
    var byName: [String: Int] = [:]
    byName.reserveCapacity(protocols.count * 2)
    for (index, decl) in protocols.enumerated() {
      if byName[decl.qualifiedName] == nil { byName[decl.qualifiedName] = index }
      if byName[decl.name] == nil { byName[decl.name] = index }
    }
    self.byName = byName
  }

  /// Protocols a spy can satisfy without their declaration.
  static let standard: Set<String> = [
    "AnyObject", "Sendable", "Actor", "Equatable", "Hashable", "CustomStringConvertible",
    "Identifiable", "AnyActor", "Error",
    // Swift 6.2's marker for types whose metatype is sendable (swift-syntax's `Macro`).
    "SendableMetatype",
    // Sourcery's marker protocol: no requirement, only a mark for generators.
    "AutoMockable",
  ]

  /// The spy's plan, or `nil` (with a warning saying what to add) when the protocol inherits
  /// one the input does not declare: its spy could not compile, and one spy that does not
  /// compile would break the whole test target.
  func plan(for decl: ProtocolDecl, spyName: String? = nil) -> (
    plan: SpyPlan?, warnings: [Diagnostic]
  ) {
    let lineage = lineage(of: decl)
    guard lineage.warnings.isEmpty else { return (nil, lineage.warnings) }
    let (members, associated) = Self.members(of: lineage.ancestry)
    let constraints = Self.constraints(
      clauses: lineage.ancestry.compactMap(\.whereClause) + associated.compactMap(\.whereClause),
      associated: associated)
    let plan = SpyPlan(
      decl: decl, spyName: spyName ?? decl.name + "Spy",
      isolation: Self.isolation(lineage.ancestry, standard: lineage.standard),
      genericParameters: constraints.generics,
      // In the spy, an associated type is a generic parameter: `Self.Item` is `Item`.
      whereClauses: constraints.whereClauses, typeAliases: constraints.typeAliases,
      members: SpyNaming.assignPrefixes(to: members, style: naming),
      standardConformances: lineage.standard.intersection([
        "Equatable", "Hashable", "CustomStringConvertible",
      ]), parents: lineage.parents, naming: naming)
    return (plan, [])
  }

  /// What a protocol inherits: the protocols of the input (itself first, breadth first), the
  /// standard-library ones, the framework parents, and why no spy can be made, if it cannot.
  private struct Lineage {
    var ancestry: [ProtocolDecl] = []
    var standard: Set<String> = []
    var parents: [FrameworkParent] = []
    var warnings: [Diagnostic] = []
  }

  private func lineage(of decl: ProtocolDecl) -> Lineage {
    var lineage = Lineage()
    var visited: Set<String> = [decl.qualifiedName]
    var queue = [decl]
    while !queue.isEmpty {
      let current = queue.removeFirst()
      lineage.ancestry.append(current)
      for inherited in current.inherited.flatMap({ TypeText.splitTopLevel($0, on: "&") }) {
        var name = String(inherited.prefix { $0 != "<" })
        // `Swift.Error`: written so by a module with an `Error` type of its own (OpenAPIKit).
        if name.hasPrefix("Swift."), Self.standard.contains(String(name.dropFirst(6))) {
          name.removeFirst(6)
        }
        // `~Copyable`, `~Escapable`: a suppressed requirement asks nothing of a class.
        if name.hasPrefix("~") { continue }
        if Self.standard.contains(name) {
          lineage.standard.insert(name)
        } else if let parent = byName[name].map({ protocols[$0] }) {
          if visited.insert(parent.qualifiedName).inserted { queue.append(parent) }
        } else if let parent = FrameworkParent.named(name) {
          if let reason = parent.unsatisfiable {
            lineage.warnings.append(
              Diagnostic(
                .warning, "no spy for '\(decl.name)': \(reason)", at: current.location,
                notes: ["Write this one by hand, or leave it out with --only."]))
          } else if !lineage.parents.contains(parent) {
            lineage.parents.append(parent)
          }
        } else {
          lineage.warnings.append(
            Diagnostic(
              .warning,
              "no spy for '\(decl.name)': '\(current.name)' inherits '\(name)', which is not "
                + "declared in the input, so a spy could not satisfy its requirements",
              at: current.location,
              notes: ["Add the file that declares '\(name)' to the paths given to vipkit spies."]))
        }
      }
    }
    return lineage
  }

  /// An actor protocol makes an actor spy; a global actor on any ancestor isolates the spy to
  /// it; `Sendable` puts the spy's state behind a lock.
  private static func isolation(_ ancestry: [ProtocolDecl], standard: Set<String>)
    -> SpyPlan.Isolation
  {
    if standard.contains("Actor") { return .actor }
    if let actor = ancestry.lazy.flatMap(\.attributes).first(where: isGlobalActor) {
      return .globalActor(actor)
    }
    // `Error` refines `Sendable`: a spy of an error protocol is shared across threads too.
    return standard.contains("Sendable") || standard.contains("Error") ? .locked : .none
  }

  /// Every requirement of the ancestry once, and the associated types set aside.
  private static func members(of ancestry: [ProtocolDecl]) -> (
    members: [ProtocolMember], associated: [AssociatedTypeRequirement]
  ) {
    if ancestry.count == 1, let only = ancestry.first, let members = distinctMembers(of: only) {
      return members
    }
    var seen: Set<String> = []
    var associated: [AssociatedTypeRequirement] = []
    var members: [ProtocolMember] = []
    for current in ancestry {
      for member in current.members {
        if let kept = deduplicated(member, seen: &seen, associated: &associated) {
          members.append(kept)
        }
      }
    }
    return (members, associated)
  }

  /// The requirements of a protocol that inherits none from the input, when no two of them
  /// share a name and argument labels and none is in an `#if` block: then no two can be the
  /// same requirement, and the signatures `deduplicated` compares (a string each) need not be
  /// made. Most protocols are such; `nil` for the others (two equal hashes of different
  /// requirements only send a protocol the long way).
  private static func distinctMembers(of decl: ProtocolDecl) -> (
    members: [ProtocolMember], associated: [AssociatedTypeRequirement]
  )? {
    var keys: Set<Int> = []
    var members: [ProtocolMember] = []
    var associated: [AssociatedTypeRequirement] = []
    members.reserveCapacity(decl.members.count)
    for member in decl.members {
      var key = Hasher()
      switch member {
      case .function(let function):
        key.combine(function.name)
        for parameter in function.parameters { key.combine(parameter.label) }
      case .property(let property): key.combine(property.name)
      case .subscript(let item):
        key.combine("subscript")
        for parameter in item.parameters { key.combine(parameter.label) }
      case .initializer(let initializer):
        key.combine("init")
        for parameter in initializer.parameters { key.combine(parameter.label) }
      case .associatedType(let type): key.combine(type.name)
      case .typeAlias: continue
      case .conditional: return nil
      }
      guard keys.insert(key.finalize()).inserted else { return nil }
      if case .associatedType(let type) = member {
        associated.append(type)
      } else {
        members.append(member)
      }
    }
    return (members, associated)
  }

  /// In the spy, an associated type is a generic parameter: `Self.Item` is `Item`, and
  /// requirements on it are the spy's `where` clause; `X == T` makes `X` a typealias
  /// instead. A requirement on a name that is not generic here is left to the compiler.
  private static func constraints(clauses: [String], associated: [AssociatedTypeRequirement])
    -> (generics: [String], whereClauses: [String], typeAliases: [String])
  {
    var whereClauses: [String] = []
    var typeAliases: [(name: String, type: String)] = []
    for clause in clauses {
      let unqualified = clause.replacingOccurrences(of: "Self.", with: "")
      for requirement in TypeText.splitTopLevel(unqualified, on: ",") {
        // `Item == Int` makes `Item` a typealias; `Item.Failure == Never` constrains a
        // generic parameter's own associated type, so it stays a requirement.
        if let equals = requirement.range(of: "=="),
          !requirement[..<equals.lowerBound].contains(".")
        {
          typeAliases.append(
            (
              String(requirement[..<equals.lowerBound]).trimmingSpaces,
              String(requirement[equals.upperBound...]).trimmingSpaces
            ))
        } else {
          whereClauses.append(requirement)
        }
      }
    }
    let aliased = Set(typeAliases.map(\.name))
    let generic = associated.filter { !aliased.contains($0.name) }
    let genericNames = Set(generic.map(\.name))
    whereClauses = whereClauses.filter { requirement in
      genericNames.contains(String(requirement.prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
    }
    let generics = generic.map { type in
      type.inherited.isEmpty
        ? type.name : "\(type.name): \(type.inherited.joined(separator: " & "))"
    }
    return (generics, whereClauses, typeAliases.map { "\($0.name) = \($0.type)" })
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
      return
        "subscript \(item.common.isStatic) (\(parameters(item.parameters)))->\(item.returnType)"
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
    attribute.hasPrefix("@") && attribute.hasSuffix("Actor")
      && !attribute.utf8.contains(UInt8(ascii: "("))
  }
}
