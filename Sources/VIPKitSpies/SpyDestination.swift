import Foundation
import VIPKitCore
import VIPKitSyntax

/// The test target a spies file is written into, as far as the file's path tells: the types it
/// already declares, so that a spy written by hand there (a team adopting spies one scene at a
/// time) is not declared a second time. A SwiftPM test target is the folder under `Tests/`
/// that holds the file; elsewhere, the file's own folder.
package enum SpyDestination {
  /// Type name → the file (from the target's folder: `AppTests/Hand/Spy.swift`) that declares it, for every
  /// class, struct, enum, actor, protocol and type alias in the Swift files of `output`'s
  /// target, `output` itself left out.
  package static func declaredTypes(beside output: URL) -> [String: String] {
    let target = targetFolder(of: output)
    var found: [String: String] = [:]
    let own = output.standardizedFileURL.path
    for path in FileTree.paths(under: target).sorted() where path.hasSuffix(".swift") {
      let file = target.appendingPathComponent(path)
      guard file.standardizedFileURL.path != own,
        let data = FileManager.default.contents(atPath: file.path)
      else { continue }
      let shown = target.lastPathComponent + "/" + path
      let outline = SwiftOutline(SourceText(path: shown, bytes: Array(data)))
      for type in outline.types where type.keyword != "extension" && found[type.name] == nil {
        found[type.name] = shown
      }
      for alias in outline.typeAliases where found[alias.name] == nil {
        found[alias.name] = shown
      }
    }
    return found
  }

  /// The folder directly under `Tests/` that holds `output`, else `output`'s folder.
  static func targetFolder(of output: URL) -> URL {
    let folder = output.standardizedFileURL.deletingLastPathComponent()
    var candidate = folder
    for _ in 0..<6 {
      let parent = candidate.deletingLastPathComponent()
      if parent.lastPathComponent == "Tests" { return candidate }
      if parent.path == candidate.path { break }
      candidate = parent
    }
    return folder
  }
}
