import VIPKitSyntax

/// The VIP scenes in the checked files, and the types that belong to one: the only types the
/// rules judge.
///
/// A name is not a role: an app of another pattern has presenters, workers, view models and
/// view controllers that never claimed to be part of a VIP cycle, and a rule that judges them
/// is wrong about them. So scenes are found first, from what only VIP writes:
/// - a type conforming to a Clean Swift protocol (`…DisplayLogic`, `…BusinessLogic`,
///   `…PresentationLogic`, `…RoutingLogic`, `…DataPassing`, or the first templates'
///   `…ViewControllerInput`, `…ViewControllerOutput`, `…PresenterOutput`), or
/// - an interactor that holds a presenter (the interactor presents: VIP's own direction)
///   which does not talk back to an interactor (VIPER's presenter does).
///
/// From those seeds a scene grows along its wiring, one role at a time: the view takes in the
/// interactor and the router it holds, the interactor its presenter and workers, the
/// presenter the view it displays to, the router its view and data store; whoever holds a
/// scene's interactor or presenter belongs to it, and so do a presenter, router or worker
/// that hold its view. A type shared with the rest of the app (a worker a view controller of
/// another pattern also holds) does not pull that view controller in. Last, a type named
/// after a scene (`CreateOrderWorker` beside `CreateOrderInteractor`) is that scene's.
package struct SceneMap: Sendable {
  /// A scene, named after its interactor (else its presenter or view): `ListOrders`.
  package private(set) var names: [String] = []
  /// Every type and protocol that belongs to a scene.
  private var members: Set<String> = []

  /// Every role-bearing type judged, whatever the pattern around it: what a grader wants of
  /// an exercise, where every type is the student's scene.
  static func everything(outlines: [SwiftOutline], index: RoleIndex) -> SceneMap {
    var map = SceneMap()
    for outline in outlines {
      for type in outline.types where index.role(ofType: type.name) != nil {
        map.members.insert(type.name)
      }
    }
    map.names = Self.names(
      of: map.members, index: index, graph: RoleGraph(outlines: outlines, index: index))
    return map
  }

  private init() {}

  package init(outlines: [SwiftOutline], index: RoleIndex) {
    let graph = RoleGraph(outlines: outlines, index: index)
    var queue = graph.seeds.sorted()
    members = Set(queue)
    var next = 0
    while next < queue.count {
      let member = queue[next]
      next += 1
      for joining in graph.neighbours(joining: member) where members.insert(joining).inserted {
        queue.append(joining)
      }
    }
    names = Self.names(of: members, index: index, graph: graph)
    // The templates name every type of a scene after it: `CreateOrderWorker`, generated
    // beside the interactor and not yet held by it, is still the CreateOrder scene's.
    let sceneNames = Set(names)
    for outline in outlines {
      for type in outline.types where type.keyword != "protocol" {
        guard let reference = index.role(ofType: type.name), reference.isConcrete,
          sceneNames.contains(index.names.sceneName(of: type.name))
        else { continue }
        members.insert(type.name)
      }
    }
  }

  /// Whether `type` belongs to a scene.
  package func contains(_ type: String) -> Bool { members.contains(type) }

  /// The scenes' names: each concrete interactor's name without its suffix, then presenters
  /// no interactor holds, then (when nothing else names one) views.
  private static func names(of members: Set<String>, index: RoleIndex, graph: RoleGraph)
    -> [String]
  {
    var names: Set<String> = []
    let interactors = members.filter { index.role(ofType: $0)?.role == .interactor }
    for role in [Role.interactor, .presenter, .view] {
      let found = members.compactMap { name -> String? in
        guard let reference = index.role(ofType: name), reference.isConcrete,
          reference.role == role, !reference.isFramework
        else { return nil }
        if role == .presenter, graph.isHeld(name, byAnyOf: interactors) { return nil }
        return index.names.sceneName(of: name)
      }
      // A view only names a scene when nothing else does (a display-logic view alone).
      if role == .view, !names.isEmpty { break }
      names.formUnion(found)
    }
    return names.sorted()
  }
}

/// The references between role-bearing types: who stores whom, who conforms to what.
private struct RoleGraph {
  let index: RoleIndex
  /// A stored property's owner and the role-bearing names its type mentions.
  private var stores: [String: [String]] = [:]
  private var storedBy: [String: [String]] = [:]
  private var conforms: [String: [String]] = [:]
  private var conformedBy: [String: [String]] = [:]
  private(set) var seeds: Set<String> = []

  init(outlines: [SwiftOutline], index: RoleIndex) {
    self.index = index
    for outline in outlines {
      for type in outline.types where index.role(ofType: type.name) != nil {
        for inherited in type.inherited {
          guard let name = RoleIndex.identifiers(in: inherited).last,
            let reference = index.reference(forName: name), !reference.isConcrete
          else { continue }
          conforms[type.name, default: []].append(name)
          conformedBy[name, default: []].append(type.name)
          if type.keyword != "protocol", index.names.isCleanSwiftProtocol(name) {
            seeds.insert(type.name)
          }
        }
        if type.keyword == "protocol", index.names.isCleanSwiftProtocol(type.name) {
          seeds.insert(type.name)
        }
        guard type.keyword != "protocol" else { continue }
        for property in type.properties where property.isStored && !property.isStatic {
          let text =
            property.type ?? property.initializer.map(CheckedFile.constructedType) ?? ""
          for reference in index.references(inType: text) where !reference.isFramework {
            stores[type.name, default: []].append(reference.name)
            storedBy[reference.name, default: []].append(type.name)
          }
        }
      }
    }
    // An interactor that holds its presenter: VIP's direction, whatever the names. VIPER's
    // interactor holds its presenter too, but that presenter holds the interactor: a
    // presenter that does is not a VIP scene's.
    for (owner, held) in stores where role(owner) == .interactor && isConcrete(owner) {
      let presenters = held.filter { role($0) == .presenter }
      let talksBack = presenters.flatMap { [$0] + conformedBy[$0, default: []] }.contains {
        stores[$0, default: []].contains { role($0) == .interactor }
      }
      if !presenters.isEmpty, !talksBack { seeds.insert(owner) }
    }
  }

  /// The names that join a scene because `member` is in it.
  func neighbours(joining member: String) -> [String] {
    guard let role = role(member) else { return [] }
    var joining = conforms[member, default: []] + conformedBy[member, default: []]
    let reaches: Set<Role> =
      switch role {
      case .view: [.interactor, .router]
      case .interactor: [.presenter, .worker]
      case .presenter: [.view]
      case .router: [.view, .interactor]
      case .configurator: Set(Role.allCases)
      case .worker: []
      }
    joining += stores[member, default: []].filter { self.role($0).map(reaches.contains) ?? false }
    let heldBy: Set<Role> =
      switch role {
      case .interactor, .presenter: Set(Role.allCases)
      case .view: [.presenter, .router, .worker]
      default: []
      }
    joining += storedBy[member, default: []].filter {
      self.role($0).map(heldBy.contains) ?? false
    }
    return joining
  }

  /// Whether one of `owners` stores `name`, or a protocol `name` conforms to.
  func isHeld(_ name: String, byAnyOf owners: Set<String>) -> Bool {
    ([name] + conforms[name, default: []]).contains { held in
      storedBy[held, default: []].contains(where: owners.contains)
    }
  }

  private func role(_ name: String) -> Role? { index.reference(forName: name)?.role }

  private func isConcrete(_ name: String) -> Bool {
    index.reference(forName: name)?.isConcrete ?? false
  }
}
