/// The objects reachable from a root through stored properties, as the leak check sees them.
///
/// A graph holds every object it reached strongly, on purpose: while it exists, object
/// identities stay unique, so two graphs can be compared. Drop it to release them.
package struct ObjectGraph {
  /// One reached object, with the first path by which it was reached.
  package struct Node {
    package let object: AnyObject
    package let typeName: String
    /// `LoginViewController.interactor.presenter`: the root's type, then property names.
    package let path: String
    package let depth: Int
  }

  /// One stored reference from an object to another.
  struct Reference {
    /// The property, with any path inside it: `viewController`, `observers[0]`, `state.owner`.
    let property: String
    let target: AnyObject
    /// False when a `weak` or `unowned` field lies on the way (read from the runtime).
    let isStrong: Bool
    /// True when an optional lies on the way (every `weak` reference is one).
    let isOptional: Bool
  }

  /// How many objects a graph reaches at most, and how many elements of one collection it
  /// looks at: a scene that reaches more is sharing a large model with the app.
  static let objectLimit = 10_000
  static let elementLimit = 2_000
  private static let valueDepthLimit = 12

  package private(set) var nodes: [ObjectIdentifier: Node] = [:]
  /// The reached objects nearest first, then by path: the same for the same graph, whatever
  /// order sets and dictionaries list their elements in.
  private(set) var order: [ObjectIdentifier] = []
  /// Each object's outgoing references.
  private(set) var references: [ObjectIdentifier: [Reference]] = [:]
  /// The object at each path, to find an object's counterpart in another build.
  private(set) var objectAtPath: [String: ObjectIdentifier] = [:]

  /// Explores everything reachable from `root`, level by level. An object reached by
  /// several paths of the same length keeps the smallest, so paths do not depend on the
  /// order in which collections are listed.
  package init(root: AnyObject, ownership: inout FieldOwnership) {
    let rootID = ObjectIdentifier(root)
    let rootName = Reflection.typeName(of: root)
    add(Node(object: root, typeName: rootName, path: rootName, depth: 0), id: rootID)
    var frontier = [rootID]
    while !frontier.isEmpty, nodes.count < Self.objectLimit {
      var found: [ObjectIdentifier: (object: AnyObject, path: String)] = [:]
      for id in frontier {
        guard let node = nodes[id] else { continue }
        let outgoing = Self.references(of: node.object, ownership: &ownership)
        references[id] = outgoing
        for reference in outgoing {
          let target = ObjectIdentifier(reference.target)
          guard nodes[target] == nil else { continue }
          let path = "\(node.path).\(reference.property)"
          if let known = found[target], known.path <= path { continue }
          found[target] = (reference.target, path)
        }
      }
      let depth = (nodes[frontier[0]]?.depth ?? 0) + 1
      frontier = found.sorted { $0.value.path < $1.value.path }.prefix(
        Self.objectLimit - nodes.count
      ).map { id, reached in
        add(
          Node(
            object: reached.object, typeName: Reflection.typeName(of: reached.object),
            path: reached.path, depth: depth), id: id)
        return id
      }
    }
  }

  private mutating func add(_ node: Node, id: ObjectIdentifier) {
    nodes[id] = node
    order.append(id)
    objectAtPath[node.path] = id
  }

  var root: AnyObject? { order.first.flatMap { nodes[$0]?.object } }

  /// The objects reachable from the root without passing through any of `barrier`.
  package func reachable(avoiding barrier: Set<ObjectIdentifier>) -> [ObjectIdentifier] {
    guard let rootID = order.first, !barrier.contains(rootID) else { return [] }
    var seen: Set<ObjectIdentifier> = [rootID]
    var queue = [rootID]
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      for reference in references[id] ?? [] {
        let target = ObjectIdentifier(reference.target)
        if !barrier.contains(target), seen.insert(target).inserted {
          queue.append(target)
        }
      }
    }
    return order.filter(seen.contains)
  }

  /// How many strong references separate each object from the root (objects reached only
  /// through weak ones are missing): what "nearer the root" means when naming the reference
  /// that closes a cycle.
  func strongDepths() -> [ObjectIdentifier: Int] {
    guard let rootID = order.first else { return [:] }
    var depths = [rootID: 0]
    var queue = [rootID]
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      let depth = depths[id, default: 0]
      for reference in references[id] ?? [] where reference.isStrong {
        let target = ObjectIdentifier(reference.target)
        if depths[target] == nil {
          depths[target] = depth + 1
          queue.append(target)
        }
      }
    }
    return depths
  }

  // MARK: - One object's references

  /// The references `object` holds in its stored properties (its superclasses' included),
  /// through optionals, collections, dictionaries, tuples, structs, enums and existentials.
  static func references(of object: AnyObject, ownership: inout FieldOwnership) -> [Reference] {
    var found: [Reference] = []
    let properties = Reflection.storedProperties(of: object)
    // `@Observable` stores `var interactor` as `_interactor`, beside its registrar.
    let observable = properties.contains { $0.label == "_$observationRegistrar" }
    for property in properties {
      let strong = ownership.isStrong(field: property.label, of: property.declaringType)
      var name = Reflection.displayName(of: property.label)
      if observable, name.hasPrefix("_"), !name.hasPrefix("_$") { name.removeFirst() }
      collect(
        property.value, path: name, strong: strong,
        optional: false, depth: 0, ownership: &ownership, into: &found)
    }
    for (label, screen) in UIKitContainment.screens(heldBy: object) {
      found.append(
        Reference(
          property: label, target: screen, isStrong: true,
          isOptional: label == "presentedViewController"))
    }
    return found
  }

  /// The stored properties of `object` that hold closures, which reflection cannot see into.
  static func closureProperties(of object: AnyObject) -> [String] {
    Reflection.storedProperties(of: object).compactMap { property in
      let value = Reflection.unwrapped(property.value)
      return value.map(Reflection.isClosure) == true
        ? Reflection.displayName(of: property.label) : nil
    }
  }

  private static func collect(
    _ value: Any, path: String, strong: Bool, optional: Bool, depth: Int,
    ownership: inout FieldOwnership, into found: inout [Reference]
  ) {
    if let object = Reflection.object(in: value) {
      found.append(
        Reference(property: path, target: object, isStrong: strong, isOptional: optional))
      return
    }
    guard depth < valueDepthLimit else { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional:
      if let wrapped = mirror.children.first?.value {
        collect(
          wrapped, path: path, strong: strong, optional: true, depth: depth + 1,
          ownership: &ownership, into: &found)
      }
    case .collection:
      for (index, element) in mirror.children.prefix(elementLimit).enumerated() {
        collect(
          element.value, path: "\(path)[\(index)]", strong: strong, optional: optional,
          depth: depth + 1,
          ownership: &ownership, into: &found)
      }
    case .set:
      // A set's order changes from one instance to the next: its elements share one label.
      for element in mirror.children.prefix(elementLimit) {
        collect(
          element.value, path: "\(path)[*]", strong: strong, optional: optional, depth: depth + 1,
          ownership: &ownership, into: &found)
      }
    case .dictionary:
      for entry in mirror.children.prefix(elementLimit) {
        let pair = Array(Mirror(reflecting: entry.value).children)
        guard pair.count == 2 else { continue }
        let key = String(describing: pair[0].value).prefix(40)
        collect(
          pair[0].value, path: "\(path).keys[\(key)]", strong: strong, optional: optional,
          depth: depth + 1,
          ownership: &ownership, into: &found)
        collect(
          pair[1].value, path: "\(path)[\(key)]", strong: strong, optional: optional,
          depth: depth + 1,
          ownership: &ownership, into: &found)
      }
    case .struct:
      for (index, field) in mirror.children.enumerated() {
        let label = field.label ?? "\(index)"
        let fieldIsStrong = strong && ownership.isStrong(field: label, of: mirror.subjectType)
        collect(
          field.value, path: "\(path).\(label)", strong: fieldIsStrong, optional: optional,
          depth: depth + 1,
          ownership: &ownership, into: &found)
      }
    case .tuple, .enum:
      for (index, element) in mirror.children.enumerated() {
        // Mirror labels unlabelled tuple elements ".0", ".1".
        let label = element.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 }
        collect(
          element.value, path: "\(path).\(label ?? "\(index)")", strong: strong,
          optional: optional, depth: depth + 1, ownership: &ownership, into: &found)
      }
    default:
      break
    }
  }
}
