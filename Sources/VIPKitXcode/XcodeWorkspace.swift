import Foundation
import VIPKitCore

/// A workspace (`.xcworkspace`): the projects and local packages it groups, read from
/// `contents.xcworkspacedata`.
package struct XcodeWorkspace: Sendable, Equatable {
  package var url: URL
  /// Its `.xcodeproj` folders, in the order the workspace lists them.
  package var projects: [URL]
  /// The other folders it lists (local packages, plain folders).
  package var folders: [URL]

  /// Reads a workspace.
  package static func load(_ url: URL) throws(Diagnostic) -> XcodeWorkspace {
    let file = url.appendingPathComponent("contents.xcworkspacedata")
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw Diagnostic(
        .error, "no workspace contents at \(file.path)",
        notes: ["Give the .xcworkspace folder that Xcode opens."])
    }
    let root = try XMLElement.parse(Array(data), path: file.path)
    guard root.name == "Workspace" else {
      throw Diagnostic(.error, "\(file.path) is not a workspace: its root is <\(root.name)>")
    }
    var references: [URL] = []
    let container = url.deletingLastPathComponent()
    collect(root, base: container, container: container, into: &references)
    return XcodeWorkspace(
      url: url, projects: references.filter { $0.pathExtension == "xcodeproj" },
      folders: references.filter { $0.pathExtension != "xcodeproj" })
  }

  /// The file references below `element`; a group's location is the base of its children.
  /// (`group:` paths start at the enclosing group, `container:` ones at the workspace's folder.)
  private static func collect(
    _ element: XMLElement, base: URL, container: URL, into references: inout [URL]
  ) {
    for child in element.children {
      guard let location = child.attributes["location"] else {
        collect(child, base: base, container: container, into: &references)
        continue
      }
      if location.hasPrefix("self:") { continue }
      let resolved = ContainerPath.resolve(
        location, in: location.hasPrefix("container:") ? container : base)
      if child.name == "Group" {
        collect(child, base: resolved, container: container, into: &references)
      } else if child.name == "FileRef" {
        references.append(resolved)
      }
    }
  }
}
