import Foundation
import VIPKitCore

/// The files of a folder as they were, to find and undo what code under test changed there.
///
/// Student code runs as the grader's user, so it can reach the course's files and the
/// submission. Whatever it writes, deletes or adds there is found afterwards and put back, so
/// the next exercise and the next student are graded against the course as it was. Nothing
/// is lost doing so: a file that appeared or changed is first moved to a quarantine folder.
/// (Stopping the writes needs the host: a user for the tests that cannot write there;
/// Docs/grading.md.)
struct TreeSnapshot {
  let root: URL
  /// The folders under `root` that are watched (all of it when empty).
  let folders: [String]
  private var files: [String: Data] = [:]

  /// Reads every file under `folders` of `root`, leaving out build products and version
  /// control.
  init(_ root: URL, folders: [String] = []) {
    self.root = root
    self.folders = folders
    for path in watchedPaths() {
      files[path] = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
    }
  }

  /// Puts back every file that changed or went; moves every file that appeared or changed to
  /// `quarantine` first. Returns their paths, relative to the root.
  func restore(quarantine: URL) -> [String] {
    let manager = FileManager.default
    var changed: [String] = []
    func setAside(_ path: String) {
      let target = quarantine.appendingPathComponent(path)
      try? manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? manager.moveItem(at: root.appendingPathComponent(path), to: target)
    }
    for path in Set(watchedPaths()).subtracting(files.keys).sorted() {
      setAside(path)
      changed.append(path)
    }
    for (path, content) in files.sorted(by: { $0.key < $1.key }) {
      let url = root.appendingPathComponent(path)
      let now = manager.contents(atPath: url.path)
      guard now != content else { continue }
      if now != nil { setAside(path) }
      try? manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? content.write(to: url)
      changed.append(path)
    }
    return changed
  }

  private func watchedPaths() -> [String] {
    guard !folders.isEmpty else { return FileTree.paths(under: root) }
    return folders.flatMap { folder in
      let url = root.appendingPathComponent(folder)
      switch SubmissionFolder.kind(of: url) {
      case .typeDirectory?: return FileTree.paths(under: url).map { folder + "/" + $0 }
      case .typeRegular?: return [folder]
      default: return []
      }
    }
  }

}
