/// The words every drawing of a `SceneGraph` uses, so the SVG, the Mermaid text and the
/// terminal say the same thing.
extension SceneGraph {
  /// `view`, `interactor`…, `coordinator` for a type named so, or `object` when no role is
  /// known.
  static func roleLabel(_ node: Node) -> String {
    let role: String
    switch node.role {
    case .viewController: role = "view"
    case .interactor: role = "interactor"
    case .presenter: role = "presenter"
    case .router: role = "router"
    case .worker: role = "worker"
    case .dataStore: role = "data store"
    case nil:
      let base = node.typeName.split(separator: "<").first.map(String.init) ?? node.typeName
      role = base.hasSuffix("Coordinator") ? "coordinator" : "object"
    }
    return node.outlivedScene ? "\(role) · leaked" : role
  }

  /// The role label of the node at `index`, and where it was reached when another node has
  /// its type: two `ProfileInteractor`s (one the view's, one the router's data store) must
  /// not read the same.
  func roleLabel(at index: Int) -> String {
    let node = nodes[index]
    let label = Self.roleLabel(node)
    guard nodes.indices.contains(where: { $0 != index && nodes[$0].typeName == node.typeName })
    else { return label }
    // The path without its root's type: `router.dataStore`.
    let route = node.path.split(separator: ".").dropFirst().joined(separator: ".")
    return route.isEmpty ? "\(label) · the root" : "\(label) · \(route)"
  }

  /// The property, and for the edge to weaken, what to do: `viewController: make weak` (in
  /// the course's voice, where the student decides what to do: `closes the cycle`).
  static func edgeLabel(_ edge: Edge) -> String {
    guard edge.isSuggestedFix else { return edge.property }
    guard Voice.current != .team else { return "\(edge.property): make weak" }
    return "\(edge.property): " + studentMark(edge)
  }

  /// What the terminal drawing says beside the edge to weaken.
  static func fixMark(_ edge: Edge) -> String {
    Voice.current == .team ? "← make this weak" : "← " + studentMark(edge)
  }

  /// What the student reads of a reference a finding points at: what it does, not the fix.
  private static func studentMark(_ edge: Edge) -> String {
    if edge.inRetainCycle { return "closes the cycle" }
    return edge.ownership == .unowned
      ? "unowned: crashes once its object is gone" : "keeps it alive"
  }

  /// One line saying what the drawing shows: the cycle and the fix, or the leak, or the size.
  var summary: String {
    let cycle = edges.filter(\.inRetainCycle)
    let leaked = nodes.filter(\.outlivedScene).count
    let suggested = edges.filter(\.isSuggestedFix)
    let fixes = suggested.map { "\(nodes[$0.from].typeName).\($0.property)" }
    if !fixes.isEmpty {
      let named =
        fixes.count == 1
        ? fixes[0] : fixes.dropLast().joined(separator: ", ") + " and " + fixes[fixes.count - 1]
      guard Voice.current == .team else {
        if !cycle.isEmpty {
          return "Retain cycle (red): \(named) close\(fixes.count == 1 ? "s" : "") it."
        }
        // No cycle: a back-reference that is unowned (a crash once its object is gone), or
        // strong where nothing closes a loop yet.
        let one = fixes.count == 1
        if suggested.allSatisfy({ $0.ownership == .unowned }) {
          return "No retain cycle, but \(named) \(one ? "is" : "are") unowned (red): once "
            + "\(one ? "its object is" : "their objects are") gone, reading \(one ? "it" : "them") crashes."
        }
        return
          "No retain cycle yet, but \(named) \(one ? "keeps its object" : "keep their objects") "
          + "alive (red): a back-reference must not."
      }
      return (cycle.isEmpty ? "Make" : "Retain cycle (red): make") + " \(named) weak."
    }
    if !cycle.isEmpty {
      return "Retain cycle (red) of \(cycle.count) references."
    }
    if leaked > 0 {
      return "\(leaked) object\(leaked == 1 ? "" : "s") outlived the scene (red): a closure "
        + "or a task holds them."
    }
    return "\(nodes.count) object\(nodes.count == 1 ? "" : "s"), \(edges.count) "
      + "reference\(edges.count == 1 ? "" : "s")."
  }

  /// `InboxViewController scene`: the root's type names it.
  var title: String {
    nodes.first.map { "\($0.typeName) scene" } ?? "Empty scene"
  }
}
