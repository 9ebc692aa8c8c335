/// The harness's checks, returning findings as data instead of failing a test.
///
/// Use these when a test or a tool wants to look at the findings itself; use
/// `assertVIPCycle`, `assertNoLeaks` and `assertWeak` to fail the current test (XCTest or
/// Swift Testing) with each finding's message. An empty array means the check passed.
@MainActor
public enum VIPCheck {
  /// Checks every link of a configured scene's cycle: view → interactor, view → router,
  /// interactor → presenter, interactor → worker, presenter → view (the same instance),
  /// router → view (the same instance), router → data store (the interactor).
  ///
  /// - Parameters:
  ///   - root: the view controller the scene's configurator returns.
  ///   - names: extra property names for the roles, for teams that name links otherwise.
  public static func cycle(of root: AnyObject, names: VIPNames = .conventional) -> [VIPFinding] {
    let findings = CycleCheck(names: names).findings(for: root)
    guard !findings.isEmpty else { return [] }
    let graph = graph(of: root, names: names)
    return findings.map { finding in
      var withGraph = finding
      withGraph.graph = graph
      return withGraph
    }
  }

  /// The scene `root` reaches, as data: every object and stored reference, with VIP roles.
  /// Draw it with `svg`, `mermaid` or `terminalDrawing`; nothing is checked or released.
  public static func graph(of root: AnyObject, names: VIPNames = .conventional) -> SceneGraph {
    var ownership = FieldOwnership()
    return SceneGraph(ObjectGraph(root: root, ownership: &ownership), names: names)
  }

  /// Builds a scene, releases it, and reports every object of it that is still alive: by
  /// type and path from the root, with the retain cycle or the capture that keeps it.
  ///
  /// The scene is built twice: objects both builds reach at the same place are shared with
  /// the app (a singleton, a cache) and are not reported.
  ///
  /// - Parameter makeScene: builds a new scene on each call, e.g.
  ///   `{ LoginConfigurator.configure() }`.
  public static func leaks<Root: AnyObject>(in makeScene: () -> Root) -> [VIPFinding] {
    LeakCheck.verdict(makeScene).findings
  }

  /// `leaks(in:)`, judged after the scene settled: when what is left is held by no stored
  /// property, the check waits, suspended, up to `seconds`, so work the scene left on the
  /// main queue (a delayed display) can run and the run loop can let go of invalidated
  /// timers; it ends as soon as everything is freed. A retain cycle is judged at once.
  ///
  /// Its own label, not an `async` overload of `leaks(in:)`: Swift prefers an `async`
  /// overload in every `async` test, and each call written without `await` would stop
  /// compiling.
  public static func leaks<Root: AnyObject>(
    settlingFor seconds: Double, in makeScene: @MainActor () -> Root
  ) async -> [VIPFinding] {
    await LeakCheck.verdict(makeScene, settlingFor: seconds).findings
  }

  /// `leaks(settlingFor:in:)` on a scene put to work first: `prepare` runs on each build
  /// before it is released (tap a button, then wait until the service is asked), so a task
  /// left waiting inside the scene is judged too.
  public static func leaks<Root: AnyObject>(
    settlingFor seconds: Double, in makeScene: @MainActor () -> Root,
    after prepare: @MainActor (Root) async -> Void
  ) async -> [VIPFinding] {
    await LeakCheck.verdict(makeScene, after: prepare, settlingFor: seconds).findings
  }

  /// The holder's graph with a fresh object in `keyPath`, the reference a passing weak check
  /// proved: what that check is about (the holder and, dashed, what it points at), drawn
  /// while the object is alive; the property is put back as it was.
  static func graph<Holder: AnyObject, Value>(
    of holder: Holder, with keyPath: ReferenceWritableKeyPath<Holder, Value?>,
    holding makeObject: () -> Value
  ) -> SceneGraph {
    let original = holder[keyPath: keyPath]
    defer { holder[keyPath: keyPath] = original }
    let object = makeObject()
    holder[keyPath: keyPath] = object
    return withExtendedLifetime(object) { graph(of: holder) }
  }

  /// Proves that `keyPath` is a weak reference: assigns a fresh object from `makeObject`,
  /// lets go of it, and checks it deallocated and the property reads `nil`. The property's
  /// previous value is restored afterwards.
  ///
  /// ```swift
  /// VIPCheck.weak(\LoginPresenter.viewController, of: presenter, using: { DisplaySpy() })
  /// ```
  public static func weak<Holder: AnyObject, Value>(
    _ keyPath: ReferenceWritableKeyPath<Holder, Value?>,
    of holder: Holder,
    using makeObject: () -> Value
  ) -> [VIPFinding] {
    let findings = WeakCheck.findings(keyPath, of: holder, using: makeObject)
    guard !findings.isEmpty else { return [] }
    var graph = graph(of: holder)
    for finding in findings {
      guard let fix = finding.suggestedWeakReference else { continue }
      // The property was put back as it was (often nil): draw the reference the check made.
      if !graph.edges.contains(where: { $0.from == 0 && $0.property == fix.property }) {
        graph.nodes.append(
          SceneGraph.Node(
            typeName: fix.target,
            role: SceneGraph.role(
              of: fix.target, path: "\(fix.holder).\(fix.property)", isRoot: false, .conventional),
            path: "\(fix.holder).\(fix.property)"))
        graph.edges.append(
          SceneGraph.Edge(
            from: 0, to: graph.nodes.count - 1, property: fix.property, ownership: .strong,
            isOptional: true))
      }
      for index in graph.edges.indices
      where graph.edges[index].from == 0 && graph.edges[index].property == fix.property {
        graph.edges[index].isSuggestedFix = true
      }
    }
    return findings.map { finding in
      var withGraph = finding
      withGraph.graph = graph
      return withGraph
    }
  }
}
