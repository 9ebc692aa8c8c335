/// Proves that a scene goes away when released, and explains each object that does not.
///
/// The proof is by experiment, never by reading declarations: build the scene, note a weak
/// reference to every object it reaches, release it, and see which objects are still alive.
/// The scene is built twice so that objects it only shares with the rest of the app (a
/// singleton API client, a shared cache) are recognised and not reported: both builds reach
/// them, at the same place.
@MainActor
enum LeakCheck {
  /// A scene object watched through a weak reference.
  struct Watched {
    weak var object: AnyObject?
    let typeName: String
    let path: String
    let depth: Int
  }

  /// What one experiment leaves behind: the scene's own objects and the shared ones, both
  /// watched weakly, or a reason the experiment could not run.
  struct Experiment {
    var sceneObjects: [Watched] = []
    var sharedObjects: [Watched] = []
    var problem: VIPFinding?
  }

  static func findings<Root: AnyObject>(_ makeScene: () -> Root) -> [VIPFinding] {
    let experiment = buildTwiceAndRelease(makeScene)
    if let problem = experiment.problem {
      return [problem]
    }
    let survivors = experiment.sceneObjects.compactMap { watched in
      watched.object.map { LeakSurvivor(object: $0, watched: watched) }
    }
    guard !survivors.isEmpty else { return [] }
    let shared = experiment.sharedObjects.compactMap { watched in
      watched.object.map { (object: $0, typeName: watched.typeName) }
    }
    return SurvivorAnalysis(survivors: survivors, sharedObjects: shared).findings()
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
    let second = ObjectGraph(root: makeScene(), ownership: &ownership)
    var experiment = Experiment()
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
    // Shared: reached by both builds at the same place. An object of the first build that a
    // shared object merely points at (an observer list) is reached elsewhere by the second.
    var shared: Set<ObjectIdentifier> = []
    for (id, node) in first.nodes where second.nodes[id]?.path == node.path {
      shared.insert(id)
    }
    for id in first.reachable(avoiding: shared) {
      guard let node = first.nodes[id] else { continue }
      experiment.sceneObjects.append(
        Watched(object: node.object, typeName: node.typeName, path: node.path, depth: node.depth))
    }
    for id in first.order where shared.contains(id) {
      guard let node = first.nodes[id] else { continue }
      experiment.sharedObjects.append(
        Watched(object: node.object, typeName: node.typeName, path: node.path, depth: node.depth))
    }
    return experiment
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
    watched.depth == 0
      ? "\(watched.typeName) (the scene's root)"
      : "\(watched.typeName) (at \(watched.path))"
  }
}
