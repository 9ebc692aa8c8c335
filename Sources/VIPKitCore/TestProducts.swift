import Foundation

/// A built test binary and what lies beside it that it may load at run time (resource
/// bundles, dynamic libraries), copied to a folder of its own: tests then run from a folder
/// that holds what they may see, not the build that made them.
package enum TestProducts {
  /// Copies `binary`'s products into `folder`, made anew; the copy's path, or what `cp` said.
  ///
  /// `cp` copies, not this process: a file this process has open for writing is inherited
  /// by every child another thread forks meanwhile, and while one holds it, running the copy
  /// fails (`ETXTBSY`, exit status 126), which a class graded several students at once hit.
  package static func copy(of binary: String, into folder: URL) -> Result<String, Failure> {
    let manager = FileManager.default
    let source = URL(fileURLWithPath: binary).deletingLastPathComponent()
    let name = URL(fileURLWithPath: binary).lastPathComponent
    try? manager.removeItem(at: folder)
    try? manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let besides = (try? manager.contentsOfDirectory(atPath: source.path)) ?? []
    let wanted = besides.filter { item in
      item == name || [".resources", ".bundle", ".so", ".dylib"].contains { item.hasSuffix($0) }
    }
    let copy = ChildProcess.run(
      "cp", ["-R"] + wanted.map { source.appendingPathComponent($0).path } + [folder.path],
      timeout: 120)
    guard copy.succeeded else {
      return .failure(Failure(output: copy.output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }
    return .success(folder.appendingPathComponent(name).path)
  }

  /// Why a copy failed: what `cp` said.
  package struct Failure: Error {
    package var output: String
  }
}
