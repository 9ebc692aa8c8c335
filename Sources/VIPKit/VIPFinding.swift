/// One problem the harness found in a scene, as data.
///
/// Findings are values so that tools (the grader, a team's own reporting) can read them
/// without parsing text: the kind says what went wrong, `typeNames` which types are
/// involved, and `retainCycle` the stored references that keep a leaked scene alive.
/// `message` is the same finding written for a person: what is wrong, where it is set,
/// and the line to change.
public struct VIPFinding: Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem a finding reports.
  public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
    /// A component the cycle needs has no property to hold it (for example, a view
    /// controller with no `interactor` property at all).
    case missingComponent
    /// A link of the VIP cycle is not set: the property exists but is `nil`.
    case missingLink
    /// A link is set, but to another instance than the scene's own (for example, a
    /// presenter that displays on a view controller nobody shows).
    case wrongInstance
    /// Objects outlive the scene because stored properties form a cycle of strong
    /// references.
    case retainCycle
    /// An object outlives the scene although no stored property cycle holds it: a closure
    /// or a task most likely captures it strongly.
    case capturedByClosure
    /// An object outlives the scene because something the scene shares with the rest of the
    /// app (a singleton, a shared cache) keeps a strong reference to it.
    case heldBySharedObject
    /// A reference that must be weak keeps its object alive.
    case notWeak
    /// A collaborator the scene needs (a worker, a service, a navigator, a role) is held
    /// weakly (or `unowned`) and nothing else owns it: once only the screen is held, as an
    /// app holds it, it is gone.
    case notKeptAlive
    /// Two scenes built one after the other share one of the cycle's roles (an interactor,
    /// a presenter, a router): it is kept in a `static` or a global, so one screen's data
    /// reaches another.
    case sharedBetweenScenes
    /// The check could not run as asked (for example, a value type where an object was
    /// expected).
    case uncheckable
  }

  /// One stored reference: `holder.property` points at an object of type `target`.
  public struct Reference: Sendable, Hashable, CustomStringConvertible {
    /// The type that declares the property.
    public var holder: String
    /// The property, with any path inside it (`viewController`, `observers[0]`).
    public var property: String
    /// The type of the object the property points at.
    public var target: String

    /// Creates a reference from `holder.property` to an object of type `target`.
    public init(holder: String, property: String, target: String) {
      self.holder = holder
      self.property = property
      self.target = target
    }

    public var description: String { "\(holder).\(property) → \(target)" }
  }

  /// What kind of problem this is.
  public var kind: Kind
  /// The finding written for a person: what is wrong, where, and what to change.
  public var message: String
  /// The types involved, most relevant first (for a leak, the leaked objects' types).
  public var typeNames: [String]
  /// For a retain cycle, its references in order, the last one pointing back at the first
  /// holder; empty for other kinds.
  public var retainCycle: [Reference]
  /// The reference to make weak (or to remove) to fix the finding, where there is one.
  public var suggestedWeakReference: Reference?
  /// The scene the check looked at, with what it found marked on it (the objects that
  /// outlived the scene, the retain cycle, the reference to make weak), for a drawing.
  public var graph: SceneGraph?

  /// Creates a finding; the harness makes these, tests and tools read them.
  public init(
    kind: Kind,
    message: String,
    typeNames: [String],
    retainCycle: [Reference] = [],
    suggestedWeakReference: Reference? = nil,
    graph: SceneGraph? = nil
  ) {
    self.graph = graph
    self.kind = kind
    self.message = message
    self.typeNames = typeNames
    self.retainCycle = retainCycle
    self.suggestedWeakReference = suggestedWeakReference
  }

  public var description: String { message }

  /// The cycle as one line, `A.interactor → B.presenter → C.viewController → A`, or `nil`
  /// when this finding has no cycle.
  public var renderedCycle: String? { Self.render(retainCycle) }

  static func render(_ cycle: [Reference]) -> String? {
    guard let first = cycle.first else { return nil }
    let steps = cycle.map { "\($0.holder).\($0.property)" }
    return (steps + [first.holder]).joined(separator: " → ")
  }
}
