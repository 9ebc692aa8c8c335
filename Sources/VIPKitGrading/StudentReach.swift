import Foundation
import VIPKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What student code may reach when it runs as another user than the grader (`nobody` when
/// the grader is root): its own workspace, and nothing of the course, the cache or the
/// reference.
///
/// The submission's workspace then lives outside the course, in a folder of its own under
/// the system's temporary folder, which that user may pass through (`--x`) but not list; the
/// workspace's files are readable (they hold the starter, the official tests and the
/// student's own files, all of which the student has), and only its `tmp` folder is the
/// user's to write. The reference, with the solution and the private tests, stays in the
/// course's cache.
enum StudentReach {
  /// The folder that holds the submission workspaces of `cache` for `user`, created with the
  /// right modes.
  static func root(for cache: URL, user: Confinement.User) throws(Diagnostic) -> URL {
    let key = ExerciseGrader.fingerprint(["cache": Data(cache.standardizedFileURL.path.utf8)])
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-grade-\(user.name)-\(key)")
    try makeFolder(root, mode: 0o711)
    return root
  }

  /// Lets `user` run the workspace's tests: every folder on the way can be passed, the files
  /// read, and its `tmp` folder (its home and temporary folder) written.
  static func grant(_ workspace: URL, below root: URL, to user: Confinement.User)
    throws(Diagnostic)
  {
    var folder = workspace
    while folder.path.count > root.path.count {
      chmod(folder.path, 0o711)
      folder.deleteLastPathComponent()
    }
    chmod(workspace.path, 0o755)
    // What a previous submission left in its temporary folder goes.
    let temporary = workspace.appendingPathComponent("tmp")
    try? FileManager.default.removeItem(at: temporary)
    try makeFolder(temporary, mode: 0o700)
    guard chown(temporary.path, user.uid, user.gid) == 0 else {
      throw Diagnostic(
        .error,
        "could not give \(temporary.path) to \(user.name): \(String(cString: strerror(errno)))")
    }
  }

  /// A folder of the grader's that other users may pass through but not list or change.
  static func passOnlyFolder(_ folder: URL) throws(Diagnostic) -> URL {
    try makeFolder(folder, mode: 0o711)
    return folder
  }

  /// Whether `user` could read the file at `path`, from its mode bits and those of every
  /// folder above it (the user is neither the owner nor in the group, as `nobody` is not).
  static func canRead(_ path: String, as user: Confinement.User) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    if status.st_uid == user.uid { return true }
    guard status.st_mode & S_IROTH != 0 else { return false }
    var folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    while true {
      guard stat(folder.path, &status) == 0 else { return false }
      if status.st_uid != user.uid, status.st_mode & S_IXOTH == 0 { return false }
      if folder.path == "/" { return true }
      folder.deleteLastPathComponent()
    }
  }

  private static func makeFolder(_ folder: URL, mode: mode_t) throws(Diagnostic) {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Diagnostic(.error, "could not create \(folder.path): \(error.localizedDescription)")
    }
    chmod(folder.path, mode)
  }
}
