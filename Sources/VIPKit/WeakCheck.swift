/// Proves that one reference is weak: assign a fresh object through it, let go of the
/// object, and check that it deallocated and that the property now reads `nil`.
@MainActor
enum WeakCheck {
  static func findings<Holder: AnyObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Holder, Value?>,
    of holder: Holder,
    using makeObject: () -> Value
  ) -> [VIPFinding] {
    let holderName = String(describing: Holder.self)
    let original = holder[keyPath: keyPath]
    defer { holder[keyPath: keyPath] = original }
    let property =
      propertyName(of: keyPath, holderName: holderName)
      ?? storedPropertyName(keyPath, of: holder, makeObject) ?? unnamedProperty
    if let unowned = unownedFinding(keyPath, of: holder, property: property, makeObject) {
      return [unowned]
    }
    guard let watched = assignAndRelease(keyPath, of: holder, makeObject) else {
      return [
        VIPFinding(
          kind: .uncheckable,
          message: """
            \(holderName).\(property) cannot be checked for weakness: the value made for it is \
            not an object. Pass a closure that makes a new class instance, e.g. a spy.
            """,
          typeNames: [holderName])
      ]
    }
    if let survivor = watched.object {
      let objectName = Reflection.typeName(of: survivor)
      return [
        VIPFinding(
          kind: .notWeak,
          message: """
            \(holderName).\(property) is not weak: a new \(objectName) assigned to it was still \
            alive after the test let go of it, so \(holderName) keeps what it points at alive.

            """ + Self.backReference(holderName, property).text(),
          typeNames: [holderName, objectName],
          suggestedWeakReference: VIPFinding.Reference(
            holder: holderName, property: property, target: objectName))
      ]
    }
    if holder[keyPath: keyPath] != nil {
      return [
        VIPFinding(
          kind: .notWeak,
          message: """
            \(holderName).\(property) still reads a value after the object assigned to it was \
            released: it keeps a copy somewhere instead of a weak reference.

            """
              + Advice(
                fix: "Fix: back it with `weak var \(property)`.",
                why: "a reference that must not keep its object alive must also let go of it: "
                  + "once the object is gone, reading it gives nil, never a copy.",
                place: "how \(holderName) stores what is assigned to `\(property)`."
              ).text(),
          typeNames: [holderName])
      ]
    }
    return []
  }

  /// An `unowned` property keeps no object alive but cannot be read once the object is gone
  /// (the program stops), so it is found before anything is released: storing an object in
  /// an unowned reference raises the object's unowned count.
  private static func unownedFinding<Holder: AnyObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Holder, Value?>, of holder: Holder, property: String,
    _ makeObject: () -> Value
  ) -> VIPFinding? {
    let value = makeObject()
    guard let object = Reflection.object(in: value) else { return nil }
    let before = _getUnownedRetainCount(object)
    holder[keyPath: keyPath] = value
    let after = _getUnownedRetainCount(object)
    holder[keyPath: keyPath] = nil
    guard after > before else { return nil }
    let holderName = String(describing: Holder.self)
    return VIPFinding(
      kind: .notWeak,
      message: """
        \(holderName).\(property) is unowned, not weak: it does not keep the view alive, but \
        the app crashes if it is read after the view has gone (a late network answer is enough).

        """
          + Advice(
            fix: "Fix: declare it `weak var \(property)` in \(holderName), and use it as an "
              + "optional.",
            why: "a back-reference in VIP points at something that may go away first (the user "
              + "closes the screen while work is under way), so it must be able to become nil "
              + "instead of pointing at freed memory.",
            place: "the declaration of `\(property)` in \(holderName), and the code that reads it."
          ).text(),
      typeNames: [holderName, Reflection.typeName(of: object)],
      suggestedWeakReference: VIPFinding.Reference(
        holder: holderName, property: property, target: Reflection.typeName(of: object)))
  }

  /// Assigns a new object and returns a weak watch on it, once the strong references made
  /// here are gone; `nil` when the value is not an object.
  @inline(never)
  private static func assignAndRelease<Holder: AnyObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Holder, Value?>,
    of holder: Holder,
    _ makeObject: () -> Value
  ) -> WeakWatch? {
    #if canImport(ObjectiveC)
      return autoreleasepool { assign(keyPath, of: holder, makeObject) }
    #else
      return assign(keyPath, of: holder, makeObject)
    #endif
  }

  @inline(never)
  private static func assign<Holder: AnyObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Holder, Value?>,
    of holder: Holder,
    _ makeObject: () -> Value
  ) -> WeakWatch? {
    let value = makeObject()
    guard let object = Reflection.object(in: value) else { return nil }
    holder[keyPath: keyPath] = value
    return WeakWatch(object: object)
  }

  /// `viewController` for `\LoginPresenter.viewController`, when the key path says; `nil`
  /// when it describes itself as computed, as key paths to unowned storage and to the
  /// overridable properties of non-`final` classes (the Clean Swift templates' style) do.
  private static func propertyName<Holder, Value>(
    of keyPath: KeyPath<Holder, Value>, holderName: String
  ) -> String? {
    var text = String(describing: keyPath)
    if text.hasPrefix("\\") { text.removeFirst() }
    if text.hasPrefix(holderName + ".") { text.removeFirst(holderName.count + 1) }
    return text.isEmpty || text.contains("KeyPath") || text.contains("<") ? nil : text
  }

  /// The stored property the key path writes, found by reflection: assign a new object
  /// through it and look for the field (of the class or a superclass) that holds that object.
  private static func storedPropertyName<Holder: AnyObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Holder, Value?>, of holder: Holder,
    _ makeObject: () -> Value
  ) -> String? {
    let value = makeObject()
    guard let object = Reflection.object(in: value) else { return nil }
    holder[keyPath: keyPath] = value
    defer { holder[keyPath: keyPath] = nil }
    return Reflection.storedProperties(of: holder).first {
      Reflection.unwrapped($0.value).flatMap(Reflection.object(in:)) === object
    }?.label
  }

  /// The name used when neither the key path nor reflection says which property it reaches.
  private static let unnamedProperty = "(property)"
}

/// A weak reference, to watch an object go.
struct WeakWatch {
  weak var object: AnyObject?
}

extension WeakCheck {
  /// A back-reference that keeps its object alive: the fix, and the VIP idea behind it.
  static func backReference(_ holder: String, _ property: String) -> Advice {
    Advice(
      fix: "Fix: declare it `weak var \(property)` in \(holder). In VIP the presenter and the "
        + "router hold the view weakly, or the scene never goes away.",
      why: "in VIP the view owns the interactor, which owns the presenter; the presenter and "
        + "the router point back at the view, weakly. A back-reference that keeps the view "
        + "alive closes a cycle, and the scene is never freed.",
      place: "the declaration of `\(property)` in \(holder): what should it do to the object "
        + "it points at?")
  }
}
