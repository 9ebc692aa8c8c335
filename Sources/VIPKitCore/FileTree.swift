import Foundation

/// The files under a folder, as the grader reads a course, a workspace or a snapshot and
/// mutate copies a package: build products, SwiftPM's state and version control left out at
/// every depth, and symbolic links listed as they are, never followed.
package enum FileTree {
  /// Every entry under `folder` that is not a folder, relative to it, leaving out also the
  /// top-level names in `skipping`.
  package static func paths(under folder: URL, skipping: Set<String> = []) -> [String] {
    var result: [String] = []
    func walk(_ url: URL, _ relative: String) {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names where !isBuildState(name) && !(relative.isEmpty && skipping.contains(name))
      {
        let child = url.appendingPathComponent(name)
        let path = relative.isEmpty ? name : relative + "/" + name
        let type = (try? FileManager.default.attributesOfItem(atPath: child.path)[.type])
        if type as? FileAttributeType == .typeDirectory {
          walk(child, path)
        } else {
          result.append(path)
        }
      }
    }
    walk(folder, "")
    return result
  }

  private static func isBuildState(_ name: String) -> Bool {
    [".build", ".git", ".swiftpm"].contains(name) || name.hasPrefix(".build-")
      || name.hasPrefix(".build_")
  }
}
