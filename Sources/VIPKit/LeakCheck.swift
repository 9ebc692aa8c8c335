/// Proves that a scene goes away when released, and explains each object that does not.
///
/// The proof is by experiment, never by reading declarations: build the scene, note a weak
/// reference to every object it reaches, release it, and see which objects are still alive.
/// The scene is built twice so that objects it only shares with the rest of the app (a
/// singleton API client, a shared cache) are recognised and not reported: both builds reach
/// them, at the same place.
@MainActor
enum LeakCheck {
  /// A scene object watched through a weak reference, with what it held when it was built.
  ///
  /// Its references are recorded before the release, because reading a survivor's stored
  /// properties afterwards could load an `unowned` reference to an object already gone,
  /// which stops the program.
  struct Watched {
    weak var object: AnyObject?
    let typeName: String
    let path: String
    let isRoot: Bool
    /// Strong references from the root to it (`Int.max` when only weak ones reach it).
    let strongDepth: Int
    let references: [RecordedReference]
    /// Its stored properties that hold closures, the places a capture may hide.
    let closureProperties: [String]
  }

  /// A stored reference, with its target known only by identity.
  struct RecordedReference {
    let property: String
    let target: ObjectIdentifier
    let isStrong: Bool
  }

  /// What the experiment leaves behind: each build's objects and, per scene object, the
  /// shared objects' strong references to it (`Hub.observers[0]`); or why it could not run.
  struct Experiment {
    var builds: [[Watched]] = []
    /// Each build's scene objects as a graph, node `i` being `builds[b][i]`.
    var graphs: [SceneGraph] = []
    var sharedHolders: [ObjectIdentifier: [String]] = [:]
    var problem: VIPFinding?
    /// What the first build lost or shares although the scene must own it alone: weak
    /// collaborators gone once only the root was held (`KeptAlive`), roles shared by both
    /// builds. Found before the release, reported whether or not anything leaks.
    var ownership: [VIPFinding] = []

    /// Per build, the only objects judged, when not all are: the cycle's, for a scene
    /// released with work in flight (`verdict(_:after:settlingFor:)`).
    var judged: [Set<ObjectIdentifier>]?

    /// Each build's objects still alive, less what only the system holds now.
    var survivors: [[LeakSurvivor]] {
      builds.enumerated().map { index, build in
        SystemHeld.excluding(
          build.compactMap { watched in
            watched.object.map { LeakSurvivor(object: $0, watched: watched) }
          }
        ).filter { judged?[index].contains($0.id) ?? true }
      }
    }

    /// Whether every object of both builds is gone (or held only by the system).
    var allFreed: Bool { survivors.allSatisfy(\.isEmpty) }
  }

  /// What a leak check found, and the scene it looked at (the first build, marked), which a
  /// passing check draws too when pictures are asked for.
  struct Verdict {
    var findings: [VIPFinding]
    var graph: SceneGraph?
  }

  /// The verdict at once, right after the release.
  static func verdict<Root: AnyObject>(_ makeScene: () -> Root) -> Verdict {
    let experiment = buildTwiceAndRelease(makeScene)
    if let problem = experiment.problem {
      return Verdict(findings: [problem])
    }
    return judge(experiment)
  }

  /// The verdict after the scene settled: when what is left is held by no stored property,
  /// this waits (suspended, so the main actor is free to run the main queue's work and the
  /// run loop's timers) until everything is freed or `seconds` have passed. A retain cycle
  /// of stored properties never lets go, and is judged at once.
  static func verdict<Root: AnyObject>(
    _ makeScene: @MainActor () -> Root, settlingFor seconds: Double
  ) async -> Verdict {
    await settle(buildTwiceAndRelease(makeScene), seconds: seconds)
  }

  /// Judges a released experiment, waiting up to `seconds` for what no stored property holds.
  private static func settle(_ experiment: Experiment, seconds: Double) async -> Verdict {
    if let problem = experiment.problem {
      return Verdict(findings: [problem])
    }
    let first = judge(experiment)
    guard seconds > 0, first.findings.contains(where: { $0.kind == .capturedByClosure }) else {
      return first
    }
    // Slices of 20 ms (no clock: the harness needs nothing but the standard library).
    var slices = Int((seconds / 0.02).rounded(.up))
    while !experiment.allFreed, slices > 0 {
      try? await Task.sleep(nanoseconds: 20_000_000)
      slices -= 1
    }
    return judge(experiment, settled: seconds)
  }

  /// The verdict on a scene that was put to work first: `prepare` runs on each build, and is
  /// awaited, before the release, so a task the scene started and left waiting (for a
  /// service that has not answered) is running when the scene is let go, which is when a
  /// task that holds it strongly keeps it alive.
  static func verdict<Root: AnyObject>(
    _ makeScene: @MainActor () -> Root, after prepare: @MainActor (Root) async -> Void,
    settlingFor seconds: Double
  ) async -> Verdict {
    var built: [Root] = []
    for _ in 0..<2 {
      built.append(makeScene())
      await prepare(built[built.count - 1])
    }
    // A worker may wait for the answer it was asked for, and keep what it uses; the view,
    // interactor, presenter and router must be gone, or the answer reaches a screen nobody
    // sees (and a task that holds the interactor keeps them all).
    let judged = built.map { root in
      Set(
        CycleCheck(names: .conventional).objects(of: root)
          .filter { $0.key != .worker }.values.map(ObjectIdentifier.init))
    }
    var experiment = buildTwiceAndRelease { built.removeFirst() }
    experiment.judged = judged
    return await settle(experiment, seconds: seconds)
  }

  /// The first build that leaks, explained; the second is watched too, for the leak that
  /// only shows there (a shared object that keeps the latest scene).
  private static func judge(_ experiment: Experiment, settled: Double? = nil) -> Verdict {
    for (survivors, graph) in zip(experiment.survivors, experiment.graphs) {
      if !survivors.isEmpty {
        let findings =
          experiment.ownership
          + SurvivorAnalysis(
            survivors: survivors, sharedHolders: experiment.sharedHolders, settled: settled
          ).findings()
        let marked = graph.marking(findings, survivingPaths: Set(survivors.map(\.watched.path)))
        return Verdict(
          findings: findings.map { finding in
            var withGraph = finding
            withGraph.graph = marked
            return withGraph
          }, graph: marked)
      }
    }
    let graph = experiment.graphs.first
    return Verdict(
      findings: experiment.ownership.map { finding in
        var withGraph = finding
        withGraph.graph = graph
        return withGraph
      }, graph: graph)
  }

  /// Builds the scene twice, keeps only weak references, and returns once every strong
  /// reference this function made is gone (hence `@inline(never)`: the caller must not
  /// inherit any of them).
  @inline(never)
  private static func buildTwiceAndRelease<Root: AnyObject>(
    _ makeScene: () -> Root
  ) -> Experiment {
    #if canImport(ObjectiveC)
      return autoreleasepool { explore(makeScene) }
    #else
      return explore(makeScene)
    #endif
  }

  @inline(never)
  private static func explore<Root: AnyObject>(_ makeScene: () -> Root) -> Experiment {
    var ownership = FieldOwnership()
    let first = ObjectGraph(root: makeScene(), ownership: &ownership)
    // Only the first root is held now, as an app holds a screen: what it lost is lost.
    let lost = KeptAlive.findings(in: first, ownership: &ownership)
    let second = ObjectGraph(root: makeScene(), ownership: &ownership)
    var experiment = Experiment()
    experiment.ownership = lost
    guard let firstRoot = first.root, let secondRoot = second.root, firstRoot !== secondRoot
    else {
      let name = first.root.map(Reflection.typeName(of:)) ?? "the scene"
      experiment.problem = VIPFinding(
        kind: .uncheckable,
        message: """
          The scene factory returned the same \(name) twice, so releasing it proves nothing. \
          Give assertNoLeaks a closure that builds a new scene on each call, \
          e.g. `assertNoLeaks { \(sceneName(of: name))Configurator.configure() }`.
          """,
        typeNames: [name])
      return experiment
    }
    let shared = sharedObjects(first, second)
    experiment.ownership += sharedRoles(shared, in: first)
    for graph in [first, second] {
      let depths = graph.strongDepths()
      let sceneObjects = graph.reachable(avoiding: shared)
      let sceneSet = Set(sceneObjects)
      experiment.graphs.append(SceneGraph(graph, objects: sceneObjects))
      experiment.builds.append(
        sceneObjects.compactMap { id in
          graph.nodes[id].map { node in
            watch(node, references: graph.references[id] ?? [], depth: depths[id])
          }
        })
      for id in graph.order where shared.contains(id) {
        guard let holder = graph.nodes[id] else { continue }
        for reference in graph.references[id] ?? []
        where reference.isStrong && sceneSet.contains(ObjectIdentifier(reference.target)) {
          experiment.sharedHolders[ObjectIdentifier(reference.target), default: []].append(
            "\(holder.typeName).\(reference.property)")
        }
      }
    }
    return experiment
  }

  private static func watch(
    _ node: ObjectGraph.Node, references: [ObjectGraph.Reference], depth: Int?
  ) -> Watched {
    Watched(
      object: node.object, typeName: node.typeName, path: node.path, isRoot: node.depth == 0,
      strongDepth: depth ?? Int.max,
      references: references.map {
        RecordedReference(
          property: $0.property, target: ObjectIdentifier($0.target), isStrong: $0.isStrong)
      },
      closureProperties: ObjectGraph.closureProperties(of: node.object))
  }

  /// The objects the scene shares with the app: reached by both builds, and every reference
  /// the first build holds to one is held, to the same object, by the second build's
  /// counterpart (the object at the same path). A scene object that a shared observer list
  /// also holds fails that test: the second build's interactor points at another presenter.
  private static func sharedObjects(_ first: ObjectGraph, _ second: ObjectGraph) -> Set<
    ObjectIdentifier
  > {
    var shared = Set(first.nodes.keys).intersection(second.nodes.keys)
    for (holderID, references) in first.references {
      for reference in references {
        let target = ObjectIdentifier(reference.target)
        guard shared.contains(target) else { continue }
        let matched = first.nodes[holderID].flatMap { second.objectAtPath[$0.path] }
          .flatMap { second.references[$0] }?
          .contains { $0.property == reference.property && $0.target === reference.target }
        if matched != true {
          shared.remove(target)
        }
      }
    }
    return shared
  }

  /// A finding for each object both builds reach that plays a role of the cycle (an
  /// interactor, a presenter, a router, the view) and points into the first build's scene:
  /// an app may share a service, a cache or an app-wide router between scenes, never the
  /// objects that hold one screen's state and talk to it.
  private static func sharedRoles(_ shared: Set<ObjectIdentifier>, in graph: ObjectGraph)
    -> [VIPFinding]
  {
    graph.order.compactMap { id -> VIPFinding? in
      // Bound to one screen: it points into this build's scene (a presenter's view, an
      // interactor's presenter). An app-wide router that holds only what the app shares (its
      // navigation controller) serves every scene by design.
      guard shared.contains(id),
        graph.references[id]?.contains(where: { !shared.contains(ObjectIdentifier($0.target)) })
          == true,
        let node = graph.nodes[id],
        let role = SceneGraph.role(
          of: node.typeName, path: node.path, isRoot: false, .conventional),
        [.viewController, .interactor, .presenter, .router].contains(role)
      else { return nil }
      let advice = Advice(
        fix: "Fix: make a new \(node.typeName) each time a scene is set up (a local `let` "
          + "where the scene is wired), not a `static` or global one.",
        why: "a scene is one set of objects per screen: the interactor keeps that screen's "
          + "state and the presenter talks to that screen's view. One kept in a `static` (or a "
          + "global, or a cache) is shared by every screen built: the last screen built "
          + "receives what the first one asked for, and one user's data shows on another "
          + "screen.",
        place: "where \(node.typeName) is made: is it made again each time a scene is built?")
      return VIPFinding(
        kind: .sharedBetweenScenes,
        message: "Shared between scenes: two scenes built one after the other reach the same "
          + "\(node.typeName) (at \(node.path)), so both screens share one "
          + "\(role == .viewController ? "view" : role.rawValue).\n" + advice.text(),
        typeNames: [node.typeName])
    }
  }

  /// `Login` for `LoginViewController`: the scene's name, as the configurator is named.
  static func sceneName(of viewTypeName: String) -> String {
    for suffix in ["ViewController", "Controller", "View", "Scene"]
    where viewTypeName.hasSuffix(suffix) && viewTypeName.count > suffix.count {
      return String(viewTypeName.dropLast(suffix.count))
    }
    return viewTypeName
  }
}

/// A scene object still alive after the scene was released.
struct LeakSurvivor {
  let object: AnyObject
  let watched: LeakCheck.Watched

  var id: ObjectIdentifier { ObjectIdentifier(object) }

  /// `LoginInteractor (at LoginViewController.interactor)`, or `(the scene's root)`.
  var described: String {
    watched.isRoot
      ? "\(watched.typeName) (the scene's root)"
      : "\(watched.typeName) (at \(watched.path))"
  }
}
