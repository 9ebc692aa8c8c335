import Foundation
import VIPKitCore
import VIPKitSyntax

/// The test target a spies file is written into, as far as the file's path tells: the types it
/// already declares, so that a spy written by hand there (a team adopting spies one scene at a
/// time) is not declared a second time. An Xcode test target is its own list of files
/// (`--project`); a SwiftPM one is the folder under `Tests/` that holds the file, all of it,
/// wherever in it the file is; elsewhere, the Swift files beside the output (never the
/// folders below it: `-o /tmp/Spies.swift` must not read all of `/tmp`).
package enum SpyDestination {
  /// Type name → the file (from the target's folder: `AppTests/Hand/Spy.swift`) that
  /// declares it, for every class, struct, enum, actor, protocol and type alias in the Swift
  /// files of `output`'s target (`targetFiles` when the project lists them), `output` itself
  /// left out.
  package static func declaredTypes(beside output: URL, targetFiles: [URL]? = nil)
    -> [String: String]
  {
    var found: [String: String] = [:]
    let own = output.standardizedFileURL.path
    for (shown, file) in files(beside: output, targetFiles: targetFiles) {
      guard file.standardizedFileURL.path != own,
        let data = FileManager.default.contents(atPath: file.path)
      else { continue }
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

  /// The Swift files of `output`'s target, each as `declaredTypes` names it.
  package static func files(beside output: URL, targetFiles: [URL]? = nil)
    -> [(shown: String, url: URL)]
  {
    let folder = output.standardizedFileURL.deletingLastPathComponent()
    let target = targetFolder(of: output)
    var files: [(shown: String, url: URL)]
    if let targetFiles {
      files = targetFiles.map {
        ($0.deletingLastPathComponent().lastPathComponent + "/" + $0.lastPathComponent, $0)
      }
    } else if target.path != folder.path || isTestTarget(target) {
      files = FileTree.paths(under: target).sorted().map {
        (target.lastPathComponent + "/" + $0, target.appendingPathComponent($0))
      }
    } else {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      files = names.sorted().map {
        (folder.lastPathComponent + "/" + $0, folder.appendingPathComponent($0))
      }
    }
    return files.filter { $0.url.pathExtension == "swift" }
  }

  /// Whether `folder` is a SwiftPM test target: a folder directly under `Tests/`. Its spies
  /// file may sit at its root while hand-written spies sit in its subfolders (found porting
  /// a real app: spies written to `Tests/AppTests/GeneratedSpies.swift` redeclared the 44
  /// spies its tests declare in `Tests/AppTests/Search/…`).
  static func isTestTarget(_ folder: URL) -> Bool {
    folder.standardizedFileURL.deletingLastPathComponent().lastPathComponent == "Tests"
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
