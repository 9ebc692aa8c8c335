/// Proves that a scene keeps what it needs, once only its screen is held.
///
/// The leak check proves what a scene frees; this is the other half. In an app, a navigation
/// stack or a presentation holds the screen and nothing else: a worker, a service, a navigator
/// or a role that the scene holds `weak` (or `unowned`) has no owner once the configurator has
/// returned, and is gone at once. The screen then does nothing, and no test that keeps its own
/// reference to that object notices. So: with only the root held, every stored reference to a
/// collaborator that reads `nil` through a weak field is a collaborator the scene lost.
///
/// A collaborator is known by its type's name (a worker, a service, a navigator, a role of
/// the cycle); references back towards the screen or to whoever owns the scene (the view, a
/// delegate, a listener, a parent coordinator) are weak on purpose, and left alone.
@MainActor
enum KeptAlive {
  /// The endings of a collaborator's type name, as an app or the Clean Swift templates name
  /// them.
  static let collaboratorSuffixes = [
    "WorkerLogic", "Worker", "Service", "Servicing", "Navigator", "Navigating", "RoutingLogic",
    "Router", "PresentationLogic", "Presenter", "BusinessLogic", "Interactor", "DataStore",
    "Repository", "Client", "API", "Gateway", "NavigationController",
  ]

  /// The endings of what shows screens: a coordinator owns it, the scene it shows does not.
  static let navigationSuffixes = ["Navigator", "Navigating", "NavigationController"]

  /// Words in a property's name that mark a reference weak on purpose.
  static let backReferenceWords = [
    "delegate", "listener", "observer", "parent", "owner", "output", "viewcontroller",
  ]

  /// A finding for each weak reference to a collaborator that reads `nil` in `graph`, which
  /// was explored while only its root was held.
  static func findings(in graph: ObjectGraph, ownership: inout FieldOwnership) -> [VIPFinding] {
    var findings: [VIPFinding] = []
    for id in graph.order {
      guard let node = graph.nodes[id] else { continue }
      for property in Reflection.storedProperties(of: node.object) {
        let label = Reflection.displayName(of: property.label)
        guard Reflection.unwrapped(property.value) == nil,
          let collaborator = collaboratorType(
            of: property.value, named: label, heldByTheScene: isShownOrRouted(node.typeName)),
          !ownership.isStrong(field: property.label, of: property.declaringType)
        else { continue }
        findings.append(finding(holder: node.typeName, property: label, type: collaborator))
      }
    }
    return findings
  }

  /// Whether `holder.label` is a stored field that does not hold its value strongly.
  static func isHeldWeakly(_ label: String, of holder: AnyObject) -> Bool {
    var ownership = FieldOwnership()
    return Reflection.storedProperties(of: holder).contains { property in
      Reflection.displayName(of: property.label) == label
        && !ownership.isStrong(field: property.label, of: property.declaringType)
    }
  }

  /// `InboxWorkerLogic` for a value of type `Optional<any InboxWorkerLogic>` in a property
  /// not named as a back-reference; `nil` when it is no collaborator.
  ///
  /// A view's (or its router's) navigator is the container that shows the view (a navigation
  /// controller), which owns the screen: weak on purpose, like UIKit's own
  /// `navigationController`. A coordinator's is its own: it drives it.
  static func collaboratorType(of value: Any, named label: String, heldByTheScene: Bool = false)
    -> String?
  {
    let lowered = label.lowercased()
    guard !backReferenceWords.contains(where: lowered.contains) else { return nil }
    let name = bareTypeName(of: value)
    guard collaboratorSuffixes.contains(where: { name.hasSuffix($0) }),
      !(heldByTheScene && navigationSuffixes.contains(where: { name.hasSuffix($0) }))
    else { return nil }
    return name
  }

  /// Whether a type is a screen or a router: a scene the navigation container shows.
  static func isShownOrRouted(_ typeName: String) -> Bool {
    let base = typeName.split(separator: "<").first.map(String.init) ?? typeName
    return isView(typeName) || base.hasSuffix("Router")
  }

  /// Whether a type is named as a screen is: `…ViewController`, `…View`, `…Controller`.
  static func isView(_ typeName: String) -> Bool {
    let base = typeName.split(separator: "<").first.map(String.init) ?? typeName
    return ["ViewController", "View", "Controller", "Screen"].contains { base.hasSuffix($0) }
  }

  /// The type `holder.label` is declared with, optionals and `any` taken off.
  static func declaredType(of label: String, in holder: AnyObject) -> String? {
    Reflection.storedProperties(of: holder).first {
      Reflection.displayName(of: $0.label) == label
    }.map { bareTypeName(of: $0.value) }
  }

  /// `InboxWorkerLogic` for a value of type `Optional<any Inbox.InboxWorkerLogic>`.
  private static func bareTypeName(of value: Any) -> String {
    var name = String(describing: type(of: value))
    for wrapper in ["Optional<", "ImplicitlyUnwrappedOptional<"] where name.hasPrefix(wrapper) {
      name = String(name.dropFirst(wrapper.count).dropLast())
    }
    if name.hasPrefix("any ") { name.removeFirst(4) }
    if name.hasPrefix("(any "), name.hasSuffix(")") { name = String(name.dropFirst(5).dropLast()) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    return name
  }

  /// The finding for `holder.property`, weak, `nil` once the scene was built.
  static func finding(holder: String, property: String, type: String) -> VIPFinding {
    let advice = Advice(
      fix: "Fix: remove `weak` (or `unowned`) from \(holder).\(property), so the scene owns its "
        + "\(type). Only the references back to the view (and to whoever owns the scene) are "
        + "weak.",
      why: "in VIP ownership runs forward: the view owns the interactor and the router, the "
        + "interactor owns its presenter and workers, a coordinator owns its navigator. An app "
        + "keeps only the screen (a navigation stack holds it), so a forward reference made "
        + "weak has no owner: the object is freed as soon as the scene is built, and the "
        + "screen silently does nothing. A test that keeps its own reference to the object "
        + "cannot see this.",
      place: "the declaration of \(holder).\(property): once the scene is built, what "
        + "else keeps the \(type) it was given alive?")
    return VIPFinding(
      kind: .notKeptAlive,
      message: "Not kept alive: \(holder).\(property) is weak (or unowned), and nothing else "
        + "holds the \(type) it was given, so it was gone as soon as the scene was built: "
        + "whatever \(holder) sends through it vanishes.\n" + advice.text(),
      typeNames: [holder, type])
  }
}
