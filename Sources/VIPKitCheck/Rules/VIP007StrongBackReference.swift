import Foundation

/// VIP007: a back-reference that is not weak. The view owns the interactor, which owns the
/// presenter; a presenter or router holding the view strongly closes a retain cycle, unless
/// every value it is given is a weak proxy of the view (`ViewWiring`).
struct StrongBackReference: Rule {
  let info = RuleInfo(
    id: "VIP007", name: "StrongBackReference",
    reason: "a strong back-reference to the view: the scene can never be freed",
    fix: "Declare it weak: weak var viewController: (any SceneDisplayLogic)?",
    exercise: "Exercises/04-memory")

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    for (type, role) in file.types(playing: [.presenter, .router]) {
      for (property, _) in file.properties(of: type, matching: { $0.role == .view })
      where !property.isWeak && !property.isStatic {
        // Handed a weak proxy everywhere it is given a value: the proxy is what is owned.
        let values = file.wiring.values(of: property.name, in: type.name)
        if !values.isEmpty, values.allSatisfy(\.isWeakProxy) { continue }
        let given = values.first { !$0.isWeakProxy }.map {
          " (\($0.path):\($0.location.line):\($0.location.column) gives it the view itself)"
        }
        // Where the code already has weak proxies, using one is the other fix.
        let proxy = file.wiring.weakProxies.min().map {
          ", or hand it a weak proxy of the view (\($0))"
        }
        findings.append(
          file.finding(
            info, at: property.token,
            "\(type.name).\(property.name) holds the view strongly: the view owns the "
              + "\(role == .presenter ? "interactor, which owns the presenter" : "router"), "
              + "so this closes a retain cycle" + (given ?? ""),
            fix: "Declare it weak: weak var \(property.name): \(Self.optional(property.type))"
              + (proxy ?? "")))
      }
    }
    return findings
  }

  /// `LoginDisplayLogic` → `(any LoginDisplayLogic)?`: how a weak reference is written.
  static func optional(_ type: String?) -> String {
    guard var type = type?.trimmingCharacters(in: .whitespaces) else {
      return "(any SceneDisplayLogic)?"
    }
    if type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
    if type.hasPrefix("(") { return type + "?" }
    if type.hasPrefix("any ") { return "(\(type))?" }
    // A protocol (display logic) needs `any`; a class (a view controller) does not.
    return type.contains("Logic") || type.hasSuffix("Output") || type.hasSuffix("Input")
      ? "(any \(type))?" : type + "?"
  }
}
