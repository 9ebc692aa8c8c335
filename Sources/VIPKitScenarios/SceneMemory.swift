import VIPKit

/// Whether a scene is freed: every object of the scene reachable from its screen, watched
/// weakly from the moment the app lets the screen go.
///
/// A scenario observes memory as a user meets it: a screen popped while its service is
/// still answering must take its scene with it (the interactor a task holds across an
/// `await` included), whatever the scene's types are called. What the app itself keeps (its
/// services, given to the scene) and UIKit's own views are not the scene's, so they are not
/// watched. Each object's role is read as the harness reads it (its type's name, else the
/// property that reached it), so a model can leave out a role that may outlive the screen a
/// while, such as a worker still waiting for its service.
@MainActor
public struct SceneMemory {
  private var watched: [(name: String, role: VIPRole?, object: Weak)] = []

  private final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
  }

  /// Starts watching every object reachable from `screen` through stored properties, except
  /// `kept` (what the app keeps and gave the scene), what the scene reaches only through
  /// them (a service's own parts), and UIKit's own.
  public init(of screen: AnyObject, except kept: [AnyObject] = []) {
    var ownership = FieldOwnership()
    let graph = ObjectGraph(root: screen, ownership: &ownership)
    let scene = graph.reachable(avoiding: Set(kept.map(ObjectIdentifier.init)))
    watched = scene.compactMap { graph.nodes[$0] }.filter { node in
      !Reflection.isUIKit(type(of: node.object))
    }.map { node in
      let role = SceneGraph.role(
        of: node.typeName, path: node.path, isRoot: node.depth == 0, .conventional)
      return (node.typeName, role, Weak(node.object))
    }
  }

  /// The type names of the scene's objects still alive, but for those of `roles`, sorted;
  /// empty once the scene is freed.
  public func survivors(except roles: Set<VIPRole> = []) -> [String] {
    watched.filter { $0.object.object != nil && !($0.role.map(roles.contains) ?? false) }
      .map(\.name).sorted()
  }
}
