import Foundation

/// The Swift files under the paths a command is given, in a stable order, so that every
/// command that reads sources (spies, check) reads the same files the same way.
package enum SwiftFiles {
  /// The `.swift` files of `urls`: a file as given, a folder searched recursively (skipping
  /// hidden folders and `.build`), each folder's files sorted by path; and the given paths that
  /// do not exist.
  package static func find(_ urls: [URL]) -> (files: [URL], missing: [URL]) {
    var files: [URL] = []
    var missing: [URL] = []
    for url in urls {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
        missing.append(url)
        continue
      }
      guard isDirectory.boolValue else {
        files.append(url)
        continue
      }
      let enumerator = FileManager.default.enumerator(
        at: url, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
      var found: [URL] = []
      while let next = enumerator?.nextObject() as? URL {
        if next.lastPathComponent == ".build" {
          enumerator?.skipDescendants()
        } else if next.pathExtension == "swift",
          // A folder may be named like a file (`GRDB.swift`): it is searched, not read.
          (try? next.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true
        {
          found.append(next)
        }
      }
      files += found.sorted { $0.path < $1.path }
    }
    return (files, missing)
  }

  /// `Sources/Login/LoginProtocols.swift` when under `directory`, else the absolute path: how
  /// generated spies and messages name a file.
  package static func displayPath(_ file: URL, from directory: URL) -> String {
    let base = directory.standardizedFileURL.path + "/"
    let path = file.standardizedFileURL.path
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
