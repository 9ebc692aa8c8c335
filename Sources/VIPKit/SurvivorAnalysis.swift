/// Explains why objects outlived their scene: one finding per cause, each listing the objects
/// that the cause keeps alive.
///
/// Causes, in the order they are reported: a cycle of strong stored references among the
/// survivors (printed, with the reference that should be weak); a strong reference from an
/// object the scene shares with the app; otherwise a capture the harness cannot see (a closure
/// or a task), with the closures the survivors store as the places to look.
struct SurvivorAnalysis {
  private typealias Edges = [ObjectIdentifier: [(property: String, target: ObjectIdentifier)]]

  private let survivors: [LeakSurvivor]
  private let byID: [ObjectIdentifier: LeakSurvivor]
  /// Strong references between survivors, per holder, as recorded before the release.
  private let strongEdges: Edges
  /// Strong references into survivors from shared objects.
  private let sharedHolders: [ObjectIdentifier: [String]]
  /// How long the run loop ran after the release before this verdict, if it did.
  private let settled: Double?

  init(
    survivors: [LeakSurvivor], sharedHolders: [ObjectIdentifier: [String]],
    settled: Double? = nil
  ) {
    self.settled = settled
    let ranked = survivors.sorted { Self.rank($0.watched) < Self.rank($1.watched) }
    self.survivors = ranked
    let byID = Dictionary(ranked.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    self.byID = byID
    strongEdges = Dictionary(
      ranked.map { survivor in
        (
          survivor.id,
          survivor.watched.references.compactMap { reference in
            reference.isStrong && byID[reference.target] != nil
              ? (reference.property, reference.target) : nil
          }
        )
      }, uniquingKeysWith: { first, _ in first })
    self.sharedHolders = sharedHolders
  }

  func findings() -> [VIPFinding] {
    var explained: Set<ObjectIdentifier> = []
    var findings: [VIPFinding] = []
    // One cycle at a time: report it, take away the reference that closes it, look again.
    // Two cycles through the same objects are two findings, not one hiding the other.
    var remaining = strongEdges
    while let component = cyclicComponents(remaining).first {
      let cycle = shortestCycle(from: component[0], in: Set(component), edges: remaining)
      guard let backEdge = cycle.last else { break }
      let kept = keptAlive(from: component, excluding: explained)
      explained.formUnion(kept.map(\.id))
      findings.append(cycleFinding(cycle.map(\.reference), keptAlive: kept))
      remaining[backEdge.holder]?.removeAll {
        $0.property == backEdge.reference.property && $0.target == backEdge.target
      }
    }
    for survivor in survivors where !explained.contains(survivor.id) {
      let heldByAnotherSurvivor = survivors.contains { holder in
        holder.id != survivor.id && !explained.contains(holder.id)
          && (strongEdges[holder.id] ?? []).contains { $0.target == survivor.id }
      }
      guard !heldByAnotherSurvivor else { continue }
      let kept = keptAlive(from: [survivor.id], excluding: explained)
      explained.formUnion(kept.map(\.id))
      findings.append(rootCauseFinding(survivor, keptAlive: kept))
    }
    return findings
  }

  // MARK: - Cycles

  /// The strongly connected components of `edges` that contain a cycle, each as its members
  /// nearest the root first, nearest components first.
  private func cyclicComponents(_ edges: Edges) -> [[ObjectIdentifier]] {
    var tarjan = Tarjan(edges: edges.mapValues { $0.map(\.target) })
    for survivor in survivors {
      tarjan.visit(survivor.id)
    }
    return tarjan.components.filter { component in
      component.count > 1 || (edges[component[0]] ?? []).contains { $0.target == component[0] }
    }
    .map { component in component.sorted { rank($0) < rank($1) } }
    .sorted { rank($0[0]) < rank($1[0]) }
  }

  /// Nearest the root along strong references first, then by path, so reports are stable
  /// and the reference that closes a cycle is the one pointing back.
  private static func rank(_ watched: LeakCheck.Watched) -> (Int, Int, String) {
    (watched.strongDepth, watched.path.count, watched.path)
  }

  private func rank(_ id: ObjectIdentifier) -> (Int, Int, String) {
    byID[id].map { Self.rank($0.watched) } ?? (Int.max, Int.max, "")
  }

  /// One step of a cycle: the reference, and the identities at both ends.
  private struct Step {
    let holder: ObjectIdentifier
    let target: ObjectIdentifier
    let reference: VIPFinding.Reference
  }

  /// The shortest cycle through `start` inside `component`, as steps in order.
  private func shortestCycle(
    from start: ObjectIdentifier, in component: Set<ObjectIdentifier>, edges: Edges
  ) -> [Step] {
    var cameFrom: [ObjectIdentifier: (holder: ObjectIdentifier, property: String)] = [:]
    var queue = [start]
    var next = 0
    while next < queue.count {
      let holder = queue[next]
      next += 1
      for edge in edges[holder] ?? [] where component.contains(edge.target) {
        if edge.target == start {
          var steps = [step(holder, edge.property, start)]
          var current = holder
          while current != start, let previous = cameFrom[current] {
            steps.insert(step(previous.holder, previous.property, current), at: 0)
            current = previous.holder
          }
          return steps
        }
        if cameFrom[edge.target] == nil {
          cameFrom[edge.target] = (holder, edge.property)
          queue.append(edge.target)
        }
      }
    }
    return []
  }

  private func step(_ holder: ObjectIdentifier, _ property: String, _ target: ObjectIdentifier)
    -> Step
  {
    Step(
      holder: holder, target: target,
      reference: VIPFinding.Reference(
        holder: byID[holder]?.watched.typeName ?? "?", property: property,
        target: byID[target]?.watched.typeName ?? "?"))
  }

  private func cycleFinding(_ cycle: [VIPFinding.Reference], keptAlive: [LeakSurvivor])
    -> VIPFinding
  {
    // The reference that closes the cycle points back at the member nearest the root: the
    // back-edge. In VIP those are presenter → view and router → view.
    let backEdge = cycle.last
    let rendered = VIPFinding.render(cycle) ?? ""
    var lines: [String] = []
    if let backEdge {
      lines.append(
        "Retain cycle: \(backEdge.holder).\(backEdge.property) holds \(backEdge.target) strongly, "
          + "so the scene never goes away:")
      lines.append("    \(rendered)")
      lines.append(Self.advice(for: backEdge))
    }
    lines.append(leakedList(keptAlive))
    return VIPFinding(
      kind: .retainCycle, message: lines.joined(separator: "\n"),
      typeNames: keptAlive.map(\.watched.typeName), retainCycle: cycle,
      suggestedWeakReference: backEdge)
  }

  /// What to change for a back-edge, in VIP terms where the property is a VIP link.
  private static func advice(for edge: VIPFinding.Reference) -> String {
    let field = edge.property.prefix { $0 != "." && $0 != "[" }
    if field != edge.property[...] {
      return Advice(
        fix: "Fix: do not keep \(edge.target) strongly in \(edge.holder).\(field): hold it "
          + "weakly (a wrapper with a `weak var`) or remove it when the scene goes away.",
        why: "an object the scene reaches must not keep the scene alive in turn: a list or a "
          + "box that holds it strongly closes the cycle as surely as a property; one that "
          + "holds it weakly does not.",
        place: "what \(edge.holder).\(field) keeps, and when it lets go of it."
      ).text()
    }
    let backEdgeNames = VIPNames.conventional.candidates(for: .viewController) + ["view"]
    if backEdgeNames.contains(String(field)) {
      return Advice(
        fix: "Fix: declare it `weak var \(field)` in \(edge.holder). In VIP the only "
          + "back-references, presenter → view and router → view, are weak; everything else "
          + "points forward.",
        why: "in VIP everything points forward, view → interactor → presenter, but for the "
          + "back-references, presenter → view and router → view, which are weak: they must "
          + "not keep their object alive. One that does closes the cycle above.",
        place: "the declaration of `\(field)` in \(edge.holder), the reference that closes "
          + "the cycle."
      ).text()
    }
    return Advice(
      fix: "Fix: declare it `weak var \(field)` in \(edge.holder): it is the reference that "
        + "points back toward the scene's root.",
      why: "of the references in the cycle, this one points back toward the scene's root; "
        + "the others point forward, from owner to owned. A reference back must be weak, or "
        + "owner and owned keep each other alive.",
      place: "the declaration of `\(field)` in \(edge.holder)."
    ).text()
  }

  // MARK: - Survivors held from outside the stored properties

  private func rootCauseFinding(_ survivor: LeakSurvivor, keptAlive: [LeakSurvivor])
    -> VIPFinding
  {
    var lines: [String] = []
    if let holders = sharedHolders[survivor.id] {
      lines.append(
        "\(survivor.described) is still alive after the scene was released: "
          + "\(holders.joined(separator: ", ")) holds it strongly, and that object is shared "
          + "with the rest of the app, so it outlives the scene.")
      lines.append(
        "Fix: hold it weakly there, or remove it when the scene goes away.")
      lines.append(leakedList(keptAlive))
      return VIPFinding(
        kind: .heldBySharedObject, message: lines.joined(separator: "\n"),
        typeNames: keptAlive.map(\.watched.typeName))
    }
    let when =
      settled.map {
        "still alive \(Self.seconds($0)) after the scene was released (the main "
          + "queue and the run loop ran meanwhile)"
      }
      ?? "still alive after the scene was released"
    lines.append(
      "\(survivor.described) is \(when), but no stored "
        + "property holds it: a closure or a Task most likely captures it strongly (or a "
        + "static or global variable keeps it).")
    let closures = keptAlive.flatMap { kept in
      kept.watched.closureProperties.map { "\(kept.watched.typeName).\($0)" }
    }
    // A timer still scheduled is held by the run loop: its block is what captures.
    let timers = keptAlive.filter { Self.timerTypes.contains($0.watched.typeName) }
    if let timer = timers.first {
      lines.append(
        "\(timer.described) is still scheduled: the run loop holds it, and its block "
          + "captures what it keeps alive. "
          + (Voice.current == .team
            ? "Capture self weakly in the block "
              + "(`Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in … }`) "
              + "and invalidate the timer in deinit."
            : "Look at what its block captures, and at who stops the timer when the scene goes."))
    } else if closures.isEmpty {
      lines.append(
        "None of the leaked objects stores a closure: look for a Task, or a closure kept "
          + "elsewhere (a worker, a timer, NotificationCenter), that captures "
          + "\(survivor.watched.typeName), or self.")
    } else {
      lines.append("Closures stored by the leaked objects: \(closures.joined(separator: ", ")).")
    }
    // Callbacks kept by screens (a coordinator's `onEvent`): the stack that shows the screen
    // keeps them, which a worker's completion is not.
    let screenCallbacks = keptAlive.contains {
      !$0.watched.closureProperties.isEmpty && UIKitContainment.isScreen($0.object)
    }
    lines.append(
      Advice(
        fix: "Fix: capture self weakly where \(survivor.watched.typeName) hands out a closure: "
          + (screenCallbacks
            ? "`screen.onEvent = { [weak self] event in … }`, "
            : "`worker.fetch { [weak self] result in … }`, `Task { [weak self] in … }`; ")
          + "a closure elsewhere that captures it by name, weakly too.",
        why: screenCallbacks
          ? "a closure keeps alive what it uses. A screen's callback lives as long as the "
            + "screen, and the navigation controller that shows the screen keeps it: a "
            + "callback that holds whoever owns that navigation controller strongly closes a "
            + "loop through the stack, and the whole flow stays for ever."
          : "a closure keeps alive what it uses. A worker's completion, or a Task that waits, "
            + "can outlive the screen; if it holds the interactor strongly, it holds the whole "
            + "scene until it ends, or for ever.",
        place: "the closures and Tasks that hold \(survivor.watched.typeName): its own that use "
          + "self, and any other object's that captures it (by name in a capture list, or by "
          + "using it). How does each one hold it, and for how long?"
      ).text())
    if settled == nil {
      lines.append(
        "If the main queue, a timer or an animation lets go of it a moment later, judge "
          + "after the scene settles: `await assertNoLeaks(settlingFor: 2) { … }`.")
    }
    lines.append(leakedList(keptAlive))
    return VIPFinding(
      kind: .capturedByClosure, message: lines.joined(separator: "\n"),
      typeNames: keptAlive.map(\.watched.typeName))
  }

  // MARK: - Helpers

  /// The survivors strongly reachable from `start` (included), not yet explained.
  private func keptAlive(from start: [ObjectIdentifier], excluding explained: Set<ObjectIdentifier>)
    -> [LeakSurvivor]
  {
    var seen = Set(start)
    var queue = start
    var next = 0
    while next < queue.count {
      let id = queue[next]
      next += 1
      for edge in strongEdges[id] ?? [] where seen.insert(edge.target).inserted {
        queue.append(edge.target)
      }
    }
    // A cycle's own members are always listed, even when an earlier cycle keeps them alive.
    return survivors.filter {
      seen.contains($0.id) && (!explained.contains($0.id) || start.contains($0.id))
    }
  }

  /// The scene's objects that stayed, less a screen's UIKit views (its labels and buttons go
  /// with it, and naming them says nothing about the scene).
  private func leakedList(_ survivors: [LeakSurvivor]) -> String {
    let kept = survivors.filter { !Reflection.isUIKitView($0.object) }
    let noun = kept.count == 1 ? "object" : "objects"
    return "Leaked (\(kept.count) \(noun)): \(kept.map(\.described).joined(separator: ", "))."
  }
}

/// Tarjan's strongly connected components, iterative so deep graphs cannot overflow the stack.
private struct Tarjan {
  let edges: [ObjectIdentifier: [ObjectIdentifier]]
  private var index: [ObjectIdentifier: Int] = [:]
  private var lowLink: [ObjectIdentifier: Int] = [:]
  private var stack: [ObjectIdentifier] = []
  private var onStack: Set<ObjectIdentifier> = []
  private(set) var components: [[ObjectIdentifier]] = []

  init(edges: [ObjectIdentifier: [ObjectIdentifier]]) {
    self.edges = edges
  }

  mutating func visit(_ start: ObjectIdentifier) {
    guard index[start] == nil else { return }
    // Each frame: a node and the position of the next edge to follow.
    var frames: [(node: ObjectIdentifier, nextEdge: Int)] = []
    open(start)
    frames.append((start, 0))
    while let frame = frames.last {
      let successors = edges[frame.node] ?? []
      if frame.nextEdge < successors.count {
        frames[frames.count - 1].nextEdge += 1
        let successor = successors[frame.nextEdge]
        if index[successor] == nil {
          open(successor)
          frames.append((successor, 0))
        } else if onStack.contains(successor) {
          lowLink[frame.node] = min(lowLink[frame.node, default: 0], index[successor, default: 0])
        }
        continue
      }
      frames.removeLast()
      if let parent = frames.last {
        lowLink[parent.node] = min(
          lowLink[parent.node, default: 0], lowLink[frame.node, default: 0])
      }
      if lowLink[frame.node] == index[frame.node] {
        var component: [ObjectIdentifier] = []
        while let member = stack.popLast() {
          onStack.remove(member)
          component.append(member)
          if member == frame.node { break }
        }
        components.append(component)
      }
    }
  }

  private mutating func open(_ node: ObjectIdentifier) {
    index[node] = index.count
    lowLink[node] = index[node]
    stack.append(node)
    onStack.insert(node)
  }
}

extension SurvivorAnalysis {
  /// Foundation's and UIKit's run-loop timers, which the run loop keeps while scheduled.
  static let timerTypes: Set<String> = ["Timer", "NSTimer", "CADisplayLink"]

  /// `2 s`, `0.5 s`.
  static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
