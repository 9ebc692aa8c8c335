/// VIP008: a concrete role type across a role boundary. A scene's components meet through
/// protocols, so each is tested alone, with spies in place of its neighbours.
struct ConcreteRoleType: Rule {
  let info = RuleInfo(
    id: "VIP008", name: "ConcreteRoleType",
    reason: "a concrete type across a role boundary: components meet through protocols",
    fix: "Type it with the role's protocol (var presenter: (any ScenePresentationLogic)?), "
      + "so a test can put a spy there.",
    exercise: "Exercises/07-spies")

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    for (type, role) in file.types(playing: [.view, .interactor, .presenter]) {
      let concrete = file.properties(of: type) { reference in
        reference.isConcrete && !reference.isFramework && !reference.isValueType
          && reference.role != role && reference.role != .configurator
      }
      for (property, reference) in concrete {
        findings.append(
          file.finding(
            info, at: property.token,
            "\(type.name).\(property.name) is the concrete \(reference.name): the \(role.rawValue) "
              + "should know the \(reference.role.rawValue) only through its protocol",
            fix:
              "Type it with the \(reference.role.rawValue)'s protocol (\(Self.protocolName(for: reference))) "
              + "so a test can put a spy there."))
      }
    }
    return findings
  }

  /// `LoginPresenter` → `LoginPresentationLogic`: the conventional protocol's name.
  static func protocolName(for reference: RoleReference) -> String {
    let suffixes: [(Role, String, String)] = [
      (.view, "ViewController", "DisplayLogic"), (.view, "View", "DisplayLogic"),
      (.interactor, "Interactor", "BusinessLogic"), (.presenter, "Presenter", "PresentationLogic"),
      (.worker, "Worker", "WorkerLogic"), (.router, "Router", "RoutingLogic"),
    ]
    for (role, suffix, logic) in suffixes
    where role == reference.role && reference.name.hasSuffix(suffix) {
      return "any " + reference.name.dropLast(suffix.count) + logic
    }
    return "its protocol"
  }
}
