/// A role in a VIP scene, as the harness looks it up by property name.
public enum VIPRole: String, Sendable, Hashable, CaseIterable, Codable {
  /// The view (controller): held weakly by the presenter and the router.
  case viewController
  /// The business logic, held by the view.
  case interactor
  /// The formatter, held by the interactor.
  case presenter
  /// Navigation, held by the view.
  case router
  /// Side effects, held by the interactor.
  case worker
  /// The interactor's shared state, held by the router.
  case dataStore

  /// The property name the Clean Swift templates give this role.
  public var conventionalName: String { rawValue }
}

/// The property names under which the harness looks for each role.
///
/// The conventional names (`interactor`, `presenter`, `viewController`, `router`,
/// `worker`, `dataStore`) are always looked for; a team that names its links otherwise adds
/// its own names, which are tried first:
///
/// ```swift
/// let names: VIPNames = [.interactor: ["output"], .presenter: ["output"], .viewController: ["output"]]
/// assertVIPCycle(scene, names: names)
/// ```
///
/// One name can serve several roles because each role is looked up on the object that
/// holds it (the view's `output` is its interactor, the interactor's `output` its presenter).
public struct VIPNames: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  private var extra: [VIPRole: [String]]

  /// The conventional names only.
  public static let conventional = VIPNames()

  /// Adds `names` for each role, tried before the conventional name.
  public init(_ names: [VIPRole: [String]] = [:]) {
    extra = names
  }

  public init(dictionaryLiteral elements: (VIPRole, [String])...) {
    extra = Dictionary(elements, uniquingKeysWith: +)
  }

  /// The names to try for `role`, the team's own first, then the conventional one.
  public func candidates(for role: VIPRole) -> [String] {
    var names = extra[role] ?? []
    if !names.contains(role.conventionalName) {
      names.append(role.conventionalName)
    }
    return names
  }
}
