/// What a spy does with a parent its input does not declare: a protocol or class of Apple's
/// frameworks or of the standard library that everyday iOS protocols inherit
/// (`NSObjectProtocol` for delegates, `UIViewController` for class-bound scene protocols,
/// `ObservableObject`, `Encodable`).
///
/// Without this, every such protocol would get no spy at all; with it, the spy subclasses
/// the right class or writes the few members the parent asks for, and is compiled only where
/// the framework exists (`#if canImport(UIKit)`).
struct FrameworkParent: Equatable {
  /// The class the spy subclasses (`NSObject`, `UIViewController`).
  var superclass: String?
  /// The module the spy needs; the spy is compiled only where it can be imported, except
  /// Foundation, which every platform has.
  var framework: String?
  /// Members the spy writes to satisfy the parent (`encode(to:)`), `nonisolated` added on an
  /// isolated spy.
  var members: [String] = []
  /// Why no spy can satisfy the parent, when none can.
  var unsatisfiable: String?

  /// The `#if` condition the spy needs, if any.
  var condition: String? {
    guard let framework, framework != "Foundation" else { return nil }
    return "canImport(\(framework))"
  }

  /// The parent named `name`, when it is one the spies know.
  static func named(_ name: String) -> FrameworkParent? {
    if let known = known[name] { return known }
    if let framework = uiClasses.first(where: { $0.value.contains(name) })?.key {
      return FrameworkParent(superclass: name, framework: framework)
    }
    if uiKitDelegates.contains(name) {
      // Every requirement of these is optional: an `NSObject` subclass satisfies them.
      return FrameworkParent(superclass: "NSObject", framework: "UIKit")
    }
    if let reason = unsatisfiableReasons[name] {
      return FrameworkParent(unsatisfiable: "it inherits '\(name)', \(reason)")
    }
    return nil
  }

  private static let known: [String: FrameworkParent] = [
    "NSObjectProtocol": FrameworkParent(superclass: "NSObject", framework: "Foundation"),
    "NSObject": FrameworkParent(superclass: "NSObject", framework: "Foundation"),
    "ObservableObject": FrameworkParent(framework: "Combine"),
    "Encodable": FrameworkParent(members: ["func encode(to encoder: any Encoder) throws {}"]),
    "CustomDebugStringConvertible": FrameworkParent(
      members: ["var debugDescription: String { String(describing: Self.self) }"]),
  ]

  /// Classes a protocol may be constrained to, by framework.
  private static let uiClasses: [String: Set<String>] = [
    "UIKit": [
      "UIViewController", "UITableViewController", "UICollectionViewController",
      "UINavigationController", "UITabBarController", "UIPageViewController", "UIView",
      "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
      "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UIImageView",
      "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UITextField",
      "UITextView", "UIResponder", "UIWindow",
    ],
    "AppKit": [
      "NSViewController", "NSView", "NSWindowController", "NSWindow", "NSTableCellView",
      "NSControl", "NSResponder",
    ],
  ]

  /// UIKit delegate protocols whose requirements are all optional.
  private static let uiKitDelegates: Set<String> = [
    "UITableViewDelegate", "UICollectionViewDelegate", "UIScrollViewDelegate",
    "UITextFieldDelegate", "UITextViewDelegate", "UIApplicationDelegate",
    "UIWindowSceneDelegate", "UISceneDelegate", "UINavigationControllerDelegate",
    "UIAdaptivePresentationControllerDelegate", "UIGestureRecognizerDelegate",
  ]

  /// Parents a spy class cannot satisfy, and why: the person reading the list of skipped
  /// protocols learns what to write by hand.
  private static let unsatisfiableReasons: [String: String] = [
    "CaseIterable": "which only an enumeration of known cases satisfies",
    "RawRepresentable": "which asks for a raw value and an initialiser from it, as an enum has",
    "Decodable": "which asks for an initialiser that decodes every stored property",
    "Codable": "which asks for an initialiser that decodes every stored property",
    "Comparable": "whose ordering a spy cannot know",
    "Sequence": "whose elements a spy cannot make up",
    "Collection": "whose elements a spy cannot make up",
    "IteratorProtocol": "whose elements a spy cannot make up",
    "UITableViewDataSource": "whose required methods are not in the input",
    "UICollectionViewDataSource": "whose required methods are not in the input",
    "ExpressibleByStringLiteral": "which asks for a literal initialiser",
    "ExpressibleByIntegerLiteral": "which asks for a literal initialiser",
  ]
}
