import VIPKitSyntax

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

  /// SwiftUI protocols a type conforms to only with SwiftUI imported.
  static let swiftUIProtocols: Set<String> = [
    "View", "ViewModifier", "Shape", "App", "Scene", "PreviewProvider", "ButtonStyle",
    "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
    "NSViewControllerRepresentable",
  ]

  func check(_ file: CheckedFile) -> [Finding] {
    let roles = file.declaredRoles
    let logic = roles.intersection([.interactor, .presenter, .worker])
    // Exempt only what needs the framework: a type that is a view (a UIKit or AppKit
    // subclass, a SwiftUI conformance), or a router or configurator, which present views.
    // An observable display object beside the presenter needs Combine at most, not SwiftUI.
    guard !logic.isEmpty, roles.isDisjoint(with: [.router, .configurator]),
      !file.outline.types.contains(where: Self.needsUIFramework)
    else {
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

  /// Whether `type` can only be declared with a UI framework: it subclasses or conforms to
  /// one of its types (`UIViewController`, `UITableViewDataSource`, `NSView`, `View`).
  static func needsUIFramework(_ type: SwiftOutline.TypeDecl) -> Bool {
    type.inherited.contains { written in
      let name = String(written.split(separator: ".").last ?? Substring(written))
        .prefix { $0 != "<" }
      if swiftUIProtocols.contains(String(name)) { return true }
      if name.hasPrefix("UI"), name.dropFirst(2).first?.isUppercase == true { return true }
      return name.hasPrefix("NS")
        && ["View", "Window", "Cell", "Responder"].contains { name.contains($0) }
    }
  }
}
