/// VIP006: a UI framework imported by the interactor, presenter or worker. They stay
/// platform-neutral, so they are tested without a screen and shared across platforms.
struct UIFrameworkImport: Rule {
  let info = RuleInfo(
    id: "VIP006", name: "UIFrameworkImport",
    reason: "a UI framework in the interactor, presenter or worker: they must run without a screen",
    fix: "Import Foundation instead; keep UIKit, SwiftUI and AppKit types (colours, images, "
      + "views) in the view, and pass plain values (a name, a flag) in view models.",
    exercise: "Exercises/02-the-presenter")

  static let frameworks: Set<String> = ["UIKit", "SwiftUI", "AppKit", "Cocoa"]

  func check(_ file: CheckedFile) -> [Finding] {
    let roles = file.declaredRoles
    // Only a file of logic alone: a file that also holds a view or a router may need UIKit.
    let logic = roles.intersection([.interactor, .presenter, .worker])
    guard !logic.isEmpty, roles.isDisjoint(with: [.view, .router, .configurator]) else {
      return []
    }
    let who = logic.map(\.rawValue).sorted().joined(separator: " and ")
    return file.outline.imports.filter { Self.frameworks.contains($0.module) }.map { item in
      Finding(
        rule: info.id, file: file.path, line: item.location.line, column: item.location.column,
        message: "this \(who) file imports \(item.module): the \(who) must not depend on a UI "
          + "framework",
        fix: info.fix, lineText: "import \(item.module)")
    }
  }
}
