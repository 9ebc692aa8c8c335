#if canImport(ObjectiveC)
  import Foundation
#endif

/// The screens UIKit's containers hold, which reflection cannot read: a navigation
/// controller's stack (`viewControllers`) and the screen a controller presents
/// (`presentedViewController`). Both are strong in UIKit (the stack owns its screens, a
/// presentation keeps the presented one), and a coordinator's flow leaks through them: it owns
/// its navigation controller, which owns the screens, whose callbacks capture the coordinator.
/// Without them the harness saw the coordinator kept alive by nothing it could name.
///
/// The one place that knows how each platform's UIKit keeps them: on Apple's platforms UIKit's
/// classes are Objective-C, asked by key; the stand-in (`Sources/UIKit`, the module `UIKit`
/// where UIKit is not) is Swift, and its fields are read by name (`UIKitContainmentTests` pins
/// those names).
enum UIKitContainment {
  /// The stand-in's field for a navigation controller's stack, and for a presented screen.
  static let standInStack = "stack"
  static let standInPresented = "presented"

  /// Each screen `object` holds as a UIKit container: `viewControllers[0]`, …, then
  /// `presentedViewController`. Empty for anything that is not UIKit's.
  static func screens(heldBy object: AnyObject) -> [(label: String, screen: AnyObject)] {
    if hasUIKitAncestor(object) {
      let found = standInScreens(object)
      if !found.isEmpty || !isObjectiveC(object) { return found }
    }
    #if canImport(ObjectiveC)
      return objectiveCScreens(object)
    #else
      return []
    #endif
  }

  /// The stand-in's fields, read through its mirrors (its own types' only).
  private static func standInScreens(_ object: AnyObject) -> [(label: String, screen: AnyObject)] {
    var stack: [(label: String, screen: AnyObject)] = []
    var presented: [(label: String, screen: AnyObject)] = []
    var level: Mirror? = Mirror(reflecting: object)
    while let mirror = level {
      if Reflection.isUIKit(mirror.subjectType) {
        for child in mirror.children {
          if child.label == standInStack, let screens = child.value as? [AnyObject] {
            stack = screens.enumerated().map { ("viewControllers[\($0.offset)]", $0.element) }
          } else if child.label == standInPresented,
            let screen = Reflection.unwrapped(child.value).flatMap(Reflection.object(in:))
          {
            presented = [("presentedViewController", screen)]
          }
        }
      }
      level = mirror.superclassMirror
    }
    return stack + presented
  }

  /// Whether `object` is a UIKit screen: its class descends from `UIViewController`, the
  /// stand-in's or UIKit's own.
  static func isScreen(_ object: AnyObject) -> Bool {
    Reflection.descendsFromUIKit(object, named: "UIViewController")
  }

  /// Whether `object`'s class descends from one of the stand-in's.
  private static func hasUIKitAncestor(_ object: AnyObject) -> Bool {
    Reflection.classChain(of: object).contains { Reflection.isUIKit($0) }
  }

  private static func isObjectiveC(_ object: AnyObject) -> Bool {
    #if canImport(ObjectiveC)
      return object is NSObject
    #else
      return false
    #endif
  }

  #if canImport(ObjectiveC)
    /// UIKit's own, by key: a class named `UINavigationController` (or a subclass) answers
    /// `viewControllers`, a `UIViewController` `presentedViewController`.
    private static func objectiveCScreens(_ object: AnyObject) -> [(
      label: String, screen: AnyObject
    )] {
      guard let object = object as? NSObject else { return [] }
      let names = Set(Reflection.classChain(of: object).map(NSStringFromClass))
      guard names.contains("UIViewController") else { return [] }
      var found: [(label: String, screen: AnyObject)] = []
      if names.contains("UINavigationController"),
        let stack = object.value(forKey: "viewControllers") as? [AnyObject]
      {
        found += stack.enumerated().map { ("viewControllers[\($0.offset)]", $0.element) }
      }
      if let presented = object.value(forKey: "presentedViewController") as? NSObject {
        found.append(("presentedViewController", presented))
      }
      return found
    }
  #endif
}
