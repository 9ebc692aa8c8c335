/// A scene as the harness sees it: the objects it reaches and the stored references between
/// them, as data a test, a tool or a drawing can read.
///
/// Why data and not only pictures: the same graph feeds the SVG a browser shows, the Mermaid
/// text a Markdown page renders and the compact drawing a terminal prints, and a team can
/// compare two graphs in a test. It holds no memory address, so the same scene gives the same
/// graph on every run, on every machine, whichever test framework asked.
///
/// ```swift
/// let graph = VIPCheck.graph(of: LoginConfigurator.configure())
/// print(graph.terminalDrawing)
/// ```
public struct SceneGraph: Sendable, Hashable, Codable {
  /// One object the scene reaches.
  public struct Node: Sendable, Hashable, Codable {
    /// Its type's name: `LoginInteractor`.
    public var typeName: String
    /// Its part in the VIP cycle, from its type's name or the property that holds it.
    public var role: VIPRole?
    /// The path that first reached it: `LoginViewController.interactor.presenter`.
    public var path: String
    /// After a leak check: whether it was still alive after the scene was released.
    public var outlivedScene: Bool

    /// Creates a node; the harness makes these.
    public init(typeName: String, role: VIPRole?, path: String, outlivedScene: Bool = false) {
      self.typeName = typeName
      self.role = role
      self.path = path
      self.outlivedScene = outlivedScene
    }
  }

  /// How a stored reference holds its object.
  public enum Ownership: String, Sendable, Hashable, Codable {
    /// Keeps the object alive.
    case strong
    /// Lets it go, and reads `nil` afterwards (always optional).
    case weak
    /// Lets it go without becoming `nil` (read from a non-optional field that is not strong).
    case unowned
  }

  /// One stored reference from one node to another.
  public struct Edge: Sendable, Hashable, Codable {
    /// The holder's index in `nodes`.
    public var from: Int
    /// The object's index in `nodes`.
    public var to: Int
    /// The property, with any path inside it: `viewController`, `observers[0]`.
    public var property: String
    public var ownership: Ownership
    /// Whether an optional lies on the way (`var presenter: Presenter?`).
    public var isOptional: Bool
    /// After a leak check: part of a retain cycle that kept the scene alive.
    public var inRetainCycle: Bool
    /// The reference the finding says to make weak.
    public var isSuggestedFix: Bool

    /// Creates an edge; the harness makes these.
    public init(
      from: Int, to: Int, property: String, ownership: Ownership, isOptional: Bool,
      inRetainCycle: Bool = false, isSuggestedFix: Bool = false
    ) {
      self.from = from
      self.to = to
      self.property = property
      self.ownership = ownership
      self.isOptional = isOptional
      self.inRetainCycle = inRetainCycle
      self.isSuggestedFix = isSuggestedFix
    }
  }

  /// The objects, the root first, then nearest first and by path.
  public var nodes: [Node]
  /// The references, by holder in `nodes` order, then in the order the holder declares them.
  public var edges: [Edge]

  /// Creates a graph from its parts.
  public init(nodes: [Node], edges: [Edge]) {
    self.nodes = nodes
    self.edges = edges
  }
}
