import VIPKitSyntax

/// A file being checked: its outline, with the roles of every checked file at hand, and the
/// questions rules ask of it.
package struct CheckedFile: Sendable {
  package let path: String
  package let outline: SwiftOutline
  package let index: RoleIndex
  /// The scenes of all the checked files: only their types are judged.
  package let scenes: SceneMap
  /// Where back-references to the view get their values, across the checked files.
  package let wiring: ViewWiring
  /// Whether the file's folder holds a scene's interactor or presenter.
  package let isInScene: Bool
  /// Whether every type is judged, scene or not (a grader's run: all the code is the
  /// student's scene, a coordinator included).
  package var judgesEveryType = false

  /// The types (and extensions) this file declares that belong to a scene and play one of
  /// `roles`, with the role. Protocols play no role here: rules are about what code does.
  func types(playing roles: Set<Role>) -> [(type: SwiftOutline.TypeDecl, role: Role)] {
    outline.types.compactMap { type in
      guard type.keyword != "protocol", scenes.contains(type.name),
        let role = index.role(ofType: type.name)?.role, roles.contains(role)
      else { return nil }
      return (type, role)
    }
  }

  /// The roles of the scene types this file declares (extensions and protocols included,
  /// but not a protocol that takes its role from its conformers: a worker's delegate
  /// protocol makes no worker file an interactor's).
  var declaredRoles: Set<Role> {
    Set(
      outline.types.compactMap { type in
        guard scenes.contains(type.name), let reference = index.role(ofType: type.name),
          !reference.isInferred
        else { return nil }
        return reference.role
      })
  }

  /// The classes, structs, actors and extensions this file declares that rules about code in
  /// any part of a scene judge: the scene's types, or, for a grader, every type.
  var judgedTypes: [SwiftOutline.TypeDecl] {
    outline.types.filter { type in
      type.keyword != "protocol"
        && (judgesEveryType
          || (scenes.contains(type.name) && index.role(ofType: type.name) != nil))
    }
  }

  /// The stored properties of `type` whose annotation or value names a role `matching`, with
  /// that role.
  func properties(
    of type: SwiftOutline.TypeDecl, matching: (RoleReference) -> Bool
  ) -> [(property: SwiftOutline.Property, reference: RoleReference)] {
    type.properties.compactMap { property in
      guard property.isStored else { return nil }
      let text = property.type ?? property.initializer.map(Self.constructedType) ?? ""
      guard let reference = index.references(inType: text).first(where: matching) else {
        return nil
      }
      return (property, reference)
    }
  }

  /// `LoginPresenter()` → `LoginPresenter`: the type a value is made of, when it is one.
  static func constructedType(_ value: String) -> String {
    String(value.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
  }

  /// The tokens in `type`'s own code where one of `names` is used as a receiver:
  /// `presenter?.present(…)`, `self.presenter.x`, `presenter!.y`.
  func accesses(to names: Set<String>, in type: SwiftOutline.TypeDecl) -> [Int] {
    guard !names.isEmpty else { return [] }
    return type.ownTokens.filter { index in
      guard outline.kind(index) == .identifier, names.contains(outline.text(index)) else {
        return false
      }
      // `presenter.x`, `self.presenter.x`, `self?.presenter?.x`: a receiver; `other.presenter`
      // is someone else's.
      let before = outline.text(index - 1)
      if before == "." || before == "?." || before == "!." {
        var owner = index - 2
        if before == ".", ["?", "!"].contains(outline.text(owner)) { owner -= 1 }
        if outline.text(owner) != "self" { return false }
      }
      var next = index + 1
      while ["?", "!"].contains(outline.text(next)) { next += 1 }
      return [".", "?.", "!."].contains(outline.text(next))
    }
  }

  /// A finding of `rule` at the token `index`.
  func finding(_ rule: RuleInfo, at index: Int, _ message: String, fix: String? = nil)
    -> Finding
  {
    let location = outline.location(index)
    return Finding(
      rule: rule.id, file: path, line: location.line, column: location.column,
      message: message, fix: fix ?? rule.fix, lineText: outline.lineText(of: index))
  }

  /// One finding per line: the first of each line's.
  static func onePerLine(_ findings: [Finding]) -> [Finding] {
    var seen: Set<Int> = []
    return findings.filter { seen.insert($0.line).inserted }
  }

  /// Findings for a role that holds, or reaches through, a role it must not know: each
  /// stored property whose type is one (at the property's name), and, when `calls`, each use
  /// of such a property as a receiver.
  func holdsOrCalls(
    _ rule: RuleInfo, from roles: Set<Role>, matching: (RoleReference) -> Bool,
    holds: (_ type: String, _ property: String, _ reference: RoleReference) -> String,
    uses: (_ type: String, _ property: String) -> String, calls: Bool = true,
    holdingIsFinding: Bool = true
  ) -> [Finding] {
    var findings: [Finding] = []
    for (type, _) in types(playing: roles) {
      let held = properties(of: type, matching: matching)
      if holdingIsFinding {
        for (property, reference) in held {
          findings.append(
            finding(rule, at: property.token, holds(type.name, property.name, reference)))
        }
      }
      guard calls else { continue }
      for access in accesses(to: Set(held.map(\.property.name)), in: type) {
        findings.append(finding(rule, at: access, uses(type.name, outline.text(access))))
      }
    }
    return Self.onePerLine(findings)
  }

  /// Findings for code that uses one of `words` (a formatter, a file manager) inside a type
  /// playing one of `roles`: one per line.
  func uses(
    _ rule: RuleInfo, in roles: Set<Role>, matching match: (Int) -> String?,
    message: (_ type: String, _ what: String) -> String
  ) -> [Finding] {
    var findings: [Finding] = []
    for (type, _) in types(playing: roles) {
      for index in type.ownTokens {
        if let what = match(index) {
          findings.append(finding(rule, at: index, message(type.name, what)))
        }
      }
    }
    return Self.onePerLine(findings)
  }
}
