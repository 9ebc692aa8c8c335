/// How the harness turns what it reflected (`ObjectGraph`) into a `SceneGraph`, and marks on
/// it what a check found.
extension SceneGraph {
  /// The graph of `objects` (default: all) of `graph`, in the graph's order; references to
  /// objects left out are left out too.
  init(_ graph: ObjectGraph, objects: [ObjectIdentifier]? = nil, names: VIPNames = .conventional) {
    let included = Self.withoutMachinery(objects ?? graph.order, in: graph)
    let index = Dictionary(
      included.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var nodes: [Node] = []
    var edges: [Edge] = []
    for id in included {
      guard let node = graph.nodes[id] else { continue }
      nodes.append(
        Node(
          typeName: node.typeName,
          role: Self.role(of: node.typeName, path: node.path, isRoot: node.depth == 0, names),
          path: node.path))
      for reference in graph.references[id] ?? []
      where !Self.isHidden(reference, of: id, in: graph) {
        guard let from = index[id], let to = index[ObjectIdentifier(reference.target)] else {
          continue
        }
        edges.append(
          Edge(
            from: from, to: to, property: reference.property,
            ownership: reference.isStrong ? .strong : reference.isOptional ? .weak : .unowned,
            isOptional: reference.isOptional))
      }
    }
    self.init(nodes: nodes, edges: edges)
  }

  /// Stored properties the compiler writes for the runtime, not the scene's own references:
  /// `@Observable`'s `_$observationRegistrar` (its `Extent` and buffers).
  static func isMachinery(_ property: String) -> Bool {
    property.hasPrefix("_$observationRegistrar") || property.hasPrefix("_observationRegistrar")
  }

  /// The type a spy written by `vipkit spies` keeps its calls in (`SpyRecorderSource`).
  static let spyRecorderTypeName = "SpyCallRecorder"

  /// References a drawing leaves out: the runtime's machinery, a generated spy's
  /// bookkeeping (its call recorder, and the lock of a `Sendable` spy), and a screen's UIKit
  /// views (labels, buttons). A spy is one box in the scene; drawn with its recorder and
  /// locks, every spy would take three, and a screen with its labels one box a label: the
  /// picture would be of the machinery, not of the scene.
  static func isHidden(
    _ reference: ObjectGraph.Reference, of holder: ObjectIdentifier, in graph: ObjectGraph
  ) -> Bool {
    if isMachinery(reference.property) || Reflection.isUIKitView(reference.target) {
      return true
    }
    let isRecorder = { (reference: ObjectGraph.Reference) in
      reference.property == "callRecorder"
        && graph.nodes[ObjectIdentifier(reference.target)]?.typeName == spyRecorderTypeName
    }
    if isRecorder(reference) { return true }
    return reference.property == "lock"
      && graph.nodes[ObjectIdentifier(reference.target)]?.typeName == "NSLock"
      && (graph.references[holder] ?? []).contains(where: isRecorder)
  }

  /// `objects`, less those reached only through the runtime's machinery or a spy's
  /// bookkeeping.
  private static func withoutMachinery(_ objects: [ObjectIdentifier], in graph: ObjectGraph)
    -> [ObjectIdentifier]
  {
    guard let root = objects.first else { return [] }
    let allowed = Set(objects)
    var seen: Set<ObjectIdentifier> = [root]
    var queue = [root]
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      for reference in graph.references[id] ?? [] where !isHidden(reference, of: id, in: graph) {
        let target = ObjectIdentifier(reference.target)
        if allowed.contains(target), seen.insert(target).inserted { queue.append(target) }
      }
    }
    return objects.filter(seen.contains)
  }

  /// The role a type's name says (`…Interactor`), else the one the property that reached it
  /// says (`interactor`, a team's own name, `…Worker`); the root is the view unless its name
  /// says otherwise.
  package static func role(of typeName: String, path: String, isRoot: Bool, _ names: VIPNames)
    -> VIPRole?
  {
    let base = typeName.split(separator: "<").first.map(String.init) ?? typeName
    let suffixes: [(String, VIPRole)] = [
      ("ViewController", .viewController), ("Interactor", .interactor),
      ("Presenter", .presenter), ("Router", .router), ("Worker", .worker),
      ("DataStore", .dataStore),
    ]
    if let match = suffixes.first(where: { base.hasSuffix($0.0) }) {
      return match.1
    }
    // A coordinator plays no role of the cycle, even at the root of what a test checks
    // (exercise 10's picture called it the view).
    if base.hasSuffix("Coordinator") { return nil }
    if isRoot {
      return .viewController
    }
    let property =
      path.split(separator: ".").last.map {
        String($0.prefix { $0 != "[" })
      } ?? ""
    for role in VIPRole.allCases where names.candidates(for: role).contains(property) {
      return role
    }
    return property.hasSuffix("Worker") ? .worker : nil
  }

  /// Marks the nodes at `survivingPaths` as outliving the scene, and the edges each finding's
  /// retain cycle and suggested fix name (matched on holder type, property and target type,
  /// between survivors when there are any).
  func marking(_ findings: [VIPFinding], survivingPaths: Set<String>) -> SceneGraph {
    var marked = self
    for index in marked.nodes.indices where survivingPaths.contains(marked.nodes[index].path) {
      marked.nodes[index].outlivedScene = true
    }
    func matches(_ edge: Edge, _ reference: VIPFinding.Reference) -> Bool {
      edge.property == reference.property
        && nodes[edge.from].typeName == reference.holder
        && nodes[edge.to].typeName == reference.target
        && (survivingPaths.isEmpty
          || (marked.nodes[edge.from].outlivedScene && marked.nodes[edge.to].outlivedScene))
    }
    for finding in findings {
      for index in marked.edges.indices {
        let edge = marked.edges[index]
        if finding.retainCycle.contains(where: { matches(edge, $0) }) {
          marked.edges[index].inRetainCycle = true
        }
        if let fix = finding.suggestedWeakReference, matches(edge, fix) {
          marked.edges[index].isSuggestedFix = true
        }
      }
    }
    return marked
  }
}
