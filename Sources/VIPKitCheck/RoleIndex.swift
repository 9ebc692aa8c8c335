import VIPKitSyntax

/// What every name in the checked files stands for: each declared type's role (from the
/// protocols it conforms to, in its declaration or an extension, else from its name), each
/// protocol's (from its name, else from the one role all its conformers play), the
/// type aliases of the Input/Output naming, and the roles of names only used.
package struct RoleIndex: Sendable {
  let names: RoleNames
  /// Declared types and protocols by name: their role, and whether they are concrete.
  private var declared: [String: RoleReference] = [:]
  private var aliases: [String: String] = [:]
  /// The classes, actors and protocols declared in the checked files: what a stored
  /// property of theirs holds is a collaborator, not a value.
  private(set) var referenceTypes: Set<String> = []

  package init(outlines: [SwiftOutline], names: RoleNames = RoleNames()) {
    self.names = names
    for outline in outlines {
      for alias in outline.typeAliases { aliases[alias.name] = alias.target }
    }
    // Conformances, wherever they are written (`extension LoginViewController: …DisplayLogic`).
    var conformances: [String: [String]] = [:]
    var keywords: [String: String] = [:]
    for outline in outlines {
      for type in outline.types {
        conformances[type.name, default: []] += type.inherited
        if type.keyword != "extension" { keywords[type.name] = type.keyword }
      }
    }
    referenceTypes = Set(
      keywords.filter { ["class", "actor", "protocol"].contains($0.value) }.keys)
    // Protocols first: a type's role may come from a protocol that refines a role protocol.
    let ordered = keywords.sorted {
      ($0.value == "protocol" ? 0 : 1, $0.key) < ($1.value == "protocol" ? 0 : 1, $1.key)
    }
    for (name, keyword) in ordered where !Self.isTestDouble(name) {
      if keyword == "protocol" {
        // A protocol's own name decides; else the role protocol it refines.
        let reference =
          names.reference(forName: name)
          ?? conformances[name, default: []].compactMap { self.protocolRole($0) }.first
        if var reference {
          reference.isConcrete = false
          reference.name = name
          declared[name] = reference
        }
        continue
      }
      let conformed = conformances[name, default: []].compactMap { inherited in
        self.protocolRole(inherited)
      }
      // A data store is what an interactor also is; its business logic says more.
      let role = conformed.first { !$0.isDataStore }?.role ?? conformed.first?.role
      let isValueType = keyword == "struct" || keyword == "enum"
      if let role {
        declared[name] = RoleReference(
          role: role, isConcrete: true, isValueType: isValueType, name: name)
      } else if var byName = names.typeReference(forName: name) {
        byName.isValueType = isValueType
        declared[name] = byName
      }
    }
    // A protocol whose name says nothing (`LoginPresentable`, `LoginInteractable`) plays the
    // role every type conforming to it plays, when they agree.
    for (name, keyword) in ordered where keyword == "protocol" && declared[name] == nil {
      let roles = Set(
        conformances.compactMap { conformer, inherited -> Role? in
          guard keywords[conformer] != "protocol",
            inherited.contains(where: { Self.identifiers(in: $0).last == name })
          else { return nil }
          return declared[conformer]?.role
        })
      if roles.count == 1, let role = roles.first {
        declared[name] = RoleReference(
          role: role, isConcrete: false, isInferred: true, name: name)
      }
    }
  }

  /// The role of a declared type or protocol, by its name.
  package func role(ofType name: String) -> RoleReference? {
    guard !Self.isTestDouble(name) else { return nil }
    return declared[name] ?? names.reference(forName: name).flatMap { $0.isConcrete ? $0 : nil }
  }

  /// A spy, mock, stub, fake or dummy stands in for a role in tests; it plays none
  /// (`LoginPresenterSpy`, `MockLoginPresenter`).
  static func isTestDouble(_ name: String) -> Bool {
    ["Spy", "Mock", "Stub", "Fake", "Dummy"].contains { word in
      name.hasSuffix(word)
        || (name.hasPrefix(word) && name.dropFirst(word.count).first?.isUppercase == true)
    }
  }

  /// The role-bearing names a type annotation mentions: `(any LoginDisplayLogic)?` → the view,
  /// `[LoginWorker]` → a worker; aliases followed.
  package func references(inType text: String) -> [RoleReference] {
    Self.identifiers(in: text).compactMap(reference(forName:))
  }

  /// What `name` stands for: a declared type, an alias, or a role's conventional name.
  package func reference(forName name: String) -> RoleReference? {
    if let known = declared[name] { return known }
    if let target = aliases[name], target != name,
      let aliased = Self.identifiers(in: target).first.flatMap({
        declared[$0] ?? names.reference(forName: $0)
      })
    {
      return aliased
    }
    return names.reference(forName: name)
  }

  /// The role of a protocol a type conforms to, when it is a role protocol.
  private func protocolRole(_ inherited: String) -> RoleReference? {
    let name = Self.identifiers(in: inherited).last ?? inherited
    guard
      let reference = declared[name] ?? aliasedProtocol(name) ?? names.reference(forName: name),
      !reference.isConcrete
    else { return nil }
    return reference
  }

  private func aliasedProtocol(_ name: String) -> RoleReference? {
    guard let target = aliases[name] else { return nil }
    return Self.identifiers(in: target).first.flatMap { names.reference(forName: $0) }
  }

  /// The type names in an annotation, without Swift's own words: `(any A & B)?` → A, B.
  static func identifiers(in text: String) -> [String] {
    let ignored: Set<String> = [
      "any", "some", "Optional", "Array", "Set", "Dictionary", "inout", "weak", "unowned",
      "Self", "AnyObject", "Sendable",
    ]
    var words: [String] = []
    var current = ""
    for character in text + " " {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        // `Module.Type`: the last part names the type.
        if !current.isEmpty, character != ".", !ignored.contains(current),
          current.first?.isUppercase == true
        {
          words.append(current)
        }
        current = ""
      }
    }
    return words
  }
}
