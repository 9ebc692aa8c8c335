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

  /// The property, and for the edge to weaken, what to do: `viewController: make weak` (in
  /// the course's voice, where the student decides what to do: `closes the cycle`).
  static func edgeLabel(_ edge: Edge) -> String {
    guard edge.isSuggestedFix else { return edge.property }
    return Voice.current == .team
      ? "\(edge.property): make weak" : "\(edge.property): closes the cycle"
  }

  /// What the terminal drawing says beside the edge to weaken.
  static var fixMark: String { Voice.current == .team ? "← make this weak" : "← closes the cycle" }

  /// One line saying what the drawing shows: the cycle and the fix, or the leak, or the size.
  var summary: String {
    let cycle = edges.filter(\.inRetainCycle)
    let leaked = nodes.filter(\.outlivedScene).count
    let fixes = edges.filter(\.isSuggestedFix).map { "\(nodes[$0.from].typeName).\($0.property)" }
    if !fixes.isEmpty {
      let named =
        fixes.count == 1
        ? fixes[0] : fixes.dropLast().joined(separator: ", ") + " and " + fixes[fixes.count - 1]
      guard Voice.current == .team else {
        return "Retain cycle (red): \(named) close\(fixes.count == 1 ? "s" : "") it."
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
