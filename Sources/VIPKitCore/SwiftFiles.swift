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
      let found = findPaths([url.path])
      if found.missing.isEmpty {
        files += found.files.map { URL(fileURLWithPath: $0, isDirectory: false) }
      } else {
        missing.append(url)
      }
    }
    return (files, missing)
  }

  /// `find` on path strings, as reading many files wants them: no `URL` is made per file.
  package static func findPaths(_ paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    for path in paths {
      switch LocalFiles.kind(of: path) {
      case .missing:
        missing.append(path)
      case .folder:
        var found: [String] = []
        let folder = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        collect(under: folder, into: &found)
        files += found.sorted()
      case .file, .other:
        files.append(path)
      }
    }
    return (files, missing)
  }

  /// The `.swift` files under `folder`, at any depth: hidden entries (`.build`, `.git`) are
  /// left out, and a folder named like a file (`GRDB.swift`) is searched, not read. A linked
  /// folder is not followed (a link may loop), as Foundation's enumerator does not.
  private static func collect(under folder: String, into found: inout [String]) {
    for entry in LocalFiles.entries(of: folder) ?? [] where !entry.name.hasPrefix(".") {
      let path = folder + "/" + entry.name
      switch entry.kind {
      case .folder where !entry.isLink:
        collect(under: path, into: &found)
      case .file where entry.name.hasSuffix(".swift"):
        found.append(path)
      default:
        break
      }
    }
  }

  /// `Sources/Login/LoginProtocols.swift` when under `directory`, else the absolute path: how
  /// generated spies and messages name a file.
  package static func displayPath(_ file: URL, from directory: URL) -> String {
    displayPath(file.standardizedFileURL.path, from: directory.standardizedFileURL.path)
  }

  /// `displayPath` of standardized absolute paths, for many files at once.
  package static func displayPath(_ path: String, from directory: String) -> String {
    let base = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
  }
}
