/// Checks each link of a configured scene's VIP cycle, starting from its view controller.
///
/// Components are found by property name (see `VIPNames`), else by the protocol the property
/// is typed with or the type of what it holds (see `RoleProperty`). The view → interactor,
/// interactor → presenter and presenter → view links are required; the router, worker and
/// data store links are checked when the holder declares the property, since some scenes
/// have no router or no worker.
@MainActor
struct CycleCheck {
  /// One link of the cycle: what holds it, what it holds, and what breaks without it.
  private struct Link {
    let holder: VIPRole
    let role: VIPRole
    let required: Bool
    /// What goes wrong when the link is missing, ending a sentence that starts "so".
    let consequence: String
    /// The configurator's variable for what the link should hold.
    let value: String
  }

  private enum Lookup {
    case absent
    case empty(label: String)
    case present(label: String, object: AnyObject?)
  }

  let names: VIPNames

  func findings(for view: AnyObject) -> [VIPFinding] {
    walk(from: view).findings
  }

  /// The scene's objects by role, as far as the links could be followed.
  func objects(of view: AnyObject) -> [VIPRole: AnyObject] {
    walk(from: view).objects
  }

  private func walk(from view: AnyObject) -> (
    findings: [VIPFinding], objects: [VIPRole: AnyObject]
  ) {
    let place = WiringPlace.name(forSceneOf: view)
    let isScreen = UIKitContainment.isScreen(view)
    var findings: [VIPFinding] = []
    var objects: [VIPRole: AnyObject] = [.viewController: view]

    func check(_ link: Link, expected: AnyObject? = nil, unlocks: String? = nil) {
      guard let holder = objects[link.holder] else { return }
      let holderName = Reflection.typeName(of: holder)
      let candidates = names.candidates(for: link.role)
      switch lookup(link.role, candidates, in: holder) {
      case .absent where link.required:
        findings.append(missingComponent(link, holderName: holderName, candidates: candidates))
      case .absent:
        break
      case .empty(let label)
      where link.role != .viewController && KeptAlive.isHeldWeakly(label, of: holder):
        // Set, most likely, but held weakly by a scene that must own it: gone already.
        findings.append(
          KeptAlive.finding(
            holder: holderName, property: label,
            type: KeptAlive.declaredType(of: label, in: holder) ?? link.role.rawValue))
      case .empty(let label):
        let advice = Advice(
          fix: """
            Fix: in \(place), where the scene is wired, add:
                \(link.holder.conventionalName).\(label) = \(link.value)
            """,
          why: "in VIP no component creates its neighbours: one place (\(place)) makes them all "
            + "and sets each link once. A link it forgets stays nil, and nothing "
            + "crashes: whatever is sent through it just vanishes."
            + (isScreen
              ? " A screen is wired when it is made, not when its view loads: whoever makes it "
                + "(a router filling its data store, a test) uses it before viewDidLoad()."
              : ""),
          place: "\(place), where the scene is wired. "
            + "Which of the objects made there should \(holderName).\(label) point at?",
          note: unlocks.map { "(Once it is set, the harness also checks \($0).)" })
        findings.append(
          VIPFinding(
            kind: .missingLink,
            message: "Missing link \(arrow(link)): \(holderName).\(label) is nil, so "
              + "\(link.consequence).\n" + advice.text(),
            typeNames: [holderName]))
      case .present(let label, let object):
        guard let object else { return }
        if let expected, object !== expected {
          findings.append(
            wrongInstance(
              link, holderName: holderName, label: label, found: object, expected: expected,
              place: place))
          return
        }
        objects[link.role] = object
      }
    }

    check(Self.viewToInteractor, unlocks: "interactor → presenter → view")
    check(Self.viewToRouter, unlocks: "router → view and router → data store")
    check(Self.interactorToPresenter, unlocks: "presenter → view")
    check(Self.interactorToWorker)
    check(Self.presenterToView, expected: view)
    check(Self.routerToView, expected: view)
    if let interactor = objects[.interactor] {
      check(Self.routerToDataStore, expected: interactor)
    } else {
      check(Self.routerToDataStore)
    }
    return (findings, objects)
  }

  // MARK: - The links, in the order a configurator sets them

  private static let viewToInteractor = Link(
    holder: .viewController, role: .interactor, required: true,
    consequence: "user actions never reach the business logic", value: "interactor")
  private static let viewToRouter = Link(
    holder: .viewController, role: .router, required: false,
    consequence: "the view cannot navigate to the next scene", value: "router")
  private static let interactorToPresenter = Link(
    holder: .interactor, role: .presenter, required: true,
    consequence: "responses are never formatted and nothing reaches the screen",
    value: "presenter")
  private static let interactorToWorker = Link(
    holder: .interactor, role: .worker, required: false,
    consequence: "the interactor has nobody to do its side effects (network, storage)",
    value: "worker")
  private static let presenterToView = Link(
    holder: .presenter, role: .viewController, required: true,
    consequence: "view models are never displayed: the screen stays empty",
    value: "viewController")
  private static let routerToView = Link(
    holder: .router, role: .viewController, required: false,
    consequence: "the router has no view to navigate from", value: "viewController")
  private static let routerToDataStore = Link(
    holder: .router, role: .dataStore, required: false,
    consequence: "the router cannot pass the interactor's data to the next scene",
    value: "interactor")

  // MARK: - Messages

  private func arrow(_ link: Link) -> String {
    let name: (VIPRole) -> String = { role in
      switch role {
      case .viewController: "view"
      case .dataStore: "data store"
      default: role.rawValue
      }
    }
    return "\(name(link.holder)) → \(name(link.role))"
  }

  private func missingComponent(_ link: Link, holderName: String, candidates: [String])
    -> VIPFinding
  {
    let looked = candidates.map { "`\($0)`" }.joined(separator: " or ")
    let advice = Advice(
      fix: "Fix: declare `var \(link.role.conventionalName)` in \(holderName), typed by its "
        + "protocol, or, if your team names it otherwise, tell the harness: "
        + "assertVIPCycle(scene, names: [.\(link.role.rawValue): [\"yourName\"]])",
      why: "in VIP each role reaches the next through a stored property typed by the next "
        + "role's protocol, so that either side can be replaced (by a spy in a test). Without "
        + "the property, the link has nowhere to live.",
      place: "the stored properties of \(holderName): which one would hold its "
        + "\(link.role == .dataStore ? "data store" : link.role.rawValue)?",
      note: link.holder == .viewController
        ? "If \(holderName) is a container (a navigation controller), pass the scene's own "
          + "view controller instead." : nil)
    return VIPFinding(
      kind: .missingComponent,
      message: "Missing component \(arrow(link)): \(holderName) has no stored property named "
        + "\(looked), nor one typed by a …\(RoleProperty.protocolSuffixes(of: link.role)[0]) "
        + "protocol, so \(link.consequence).\n" + advice.text(),
      typeNames: [holderName])
  }

  private func wrongInstance(
    _ link: Link, holderName: String, label: String, found: AnyObject, expected: AnyObject,
    place: String
  ) -> VIPFinding {
    let foundName = Reflection.typeName(of: found)
    let expectedName = Reflection.typeName(of: expected)
    let what =
      link.role == .viewController
      ? "another \(foundName), not the scene's own view, so "
        + "\(link.holder == .presenter ? "the presenter displays" : "the router navigates") "
        + "on a screen nobody sees"
      : "a \(foundName), not the scene's \(expectedName), so \(link.consequence)"
    let advice = Advice(
      fix: """
        Fix: in \(place), where the scene is wired, assign the scene's own object:
            \(link.holder.conventionalName).\(label) = \(link.value)
        """,
      why: "a scene is one set of objects wired to each other in one place. An object "
        + "made anywhere else is a second, invisible scene: what reaches it never reaches the "
        + "screen the user sees.",
      place: "\(place): where does the "
        + "\(foundName) that \(holderName).\(label) holds come from, and which object "
        + "should it be?")
    return VIPFinding(
      kind: .wrongInstance,
      message: "Wrong instance \(arrow(link)): \(holderName).\(label) is \(what).\n"
        + advice.text(),
      typeNames: [holderName, foundName, expectedName])
  }

  /// The role's property by one of its names, else by its type (`RoleProperty`).
  private func lookup(_ role: VIPRole, _ candidates: [String], in holder: AnyObject) -> Lookup {
    guard
      let property = Reflection.property(named: candidates, of: holder)
        ?? RoleProperty.find(role, in: holder)
    else {
      return .absent
    }
    guard let value = property.value else { return .empty(label: property.label) }
    return .present(label: property.label, object: Reflection.object(in: value))
  }
}
