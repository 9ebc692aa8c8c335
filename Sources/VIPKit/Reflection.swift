/// Small reflection helpers shared by the cycle and memory checks.
package enum Reflection {
  /// The object inside `value` if it is a class instance (looking through an existential).
  static func object(in value: Any) -> AnyObject? {
    guard type(of: value) is AnyObject.Type else { return nil }
    return value as AnyObject
  }

  /// The value inside an optional, `nil` for `.none`, and `value` itself if it is not optional.
  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }

  /// A type's name as a person reads it: `LoginPresenter`, `Box<Int>`.
  package static func typeName(of object: AnyObject) -> String {
    String(describing: type(of: object))
  }

  /// Every stored property of `object`, its own and its superclasses', as (label, value, the
  /// type that declares it). Not UIKit's own: on Apple's platforms UIKit's classes come from
  /// Objective-C and reflection sees none of their fields, so a screen's mirror stops at its
  /// own; the UIKit stand-in (the module `UIKit` where UIKit is not) is written in Swift, and
  /// its fields (the loaded view, the presented screen, the parent) are skipped the same
  /// way, so a scene reads the same on Linux as on a Mac.
  static func storedProperties(of object: AnyObject) -> [(
    label: String, value: Any, declaringType: Any.Type
  )] {
    var properties: [(label: String, value: Any, declaringType: Any.Type)] = []
    var level: Mirror? = Mirror(reflecting: object)
    while let mirror = level, !isUIKit(mirror.subjectType) {
      for child in mirror.children {
        if let label = child.label {
          properties.append((label, child.value, mirror.subjectType))
        }
      }
      level = mirror.superclassMirror
    }
    return properties
  }

  /// Whether `type` is one of UIKit's (or the stand-in's, whose module is named `UIKit`).
  package static func isUIKit(_ type: Any.Type) -> Bool {
    String(reflecting: type).hasPrefix("UIKit.")
  }

  /// Whether `object` is a UIKit view (a `UIView`, a label, a button, or a subclass of one):
  /// UIKit's own (an Objective-C class, named with no module) or the stand-in's. A screen's
  /// views are its drawing, not its scene.
  static func isUIKitView(_ object: AnyObject) -> Bool {
    descendsFromUIKit(object, named: "UIView")
  }

  /// Whether `object`'s class is, or descends from, UIKit's class `name`: the stand-in's
  /// (`UIKit.UIView`) or Apple's, an Objective-C class whose name carries no module.
  static func descendsFromUIKit(_ object: AnyObject, named name: String) -> Bool {
    classChain(of: object).contains {
      let reflected = String(reflecting: $0)
      return reflected == "UIKit.\(name)" || reflected == name
    }
  }

  /// `object`'s class, then each superclass up to the root.
  static func classChain(of object: AnyObject) -> [AnyClass] {
    var chain: [AnyClass] = []
    var current: AnyClass? = type(of: object)
    while let someClass = current {
      chain.append(someClass)
      current = _getSuperclass(someClass)
    }
    return chain
  }

  /// The first stored property of `object` named one of `names`, in the order of `names`.
  ///
  /// Returns `nil` when the object has no such property; `.some((label, nil))` when the
  /// property exists and holds `nil`.
  static func property(named names: [String], of object: AnyObject) -> (
    label: String, value: Any?
  )? {
    let properties = storedProperties(of: object)
    for name in names {
      if let match = properties.first(where: { $0.label == name }) {
        return (name, unwrapped(match.value))
      }
    }
    return nil
  }

  /// The name a person wrote for a stored field: `presenter` for the storage of
  /// `lazy var presenter`.
  static func displayName(of label: String) -> String {
    let lazyPrefix = "$__lazy_storage_$_"
    return label.hasPrefix(lazyPrefix) ? String(label.dropFirst(lazyPrefix.count)) : label
  }

  /// Whether `value` is a function (a closure), which reflection cannot look inside.
  static func isClosure(_ value: Any) -> Bool {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == nil, mirror.children.isEmpty else { return false }
    return String(describing: type(of: value)).contains("->")
  }
}
