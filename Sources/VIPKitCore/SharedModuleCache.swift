import Foundation

/// One compiler module cache for the builds of many packages.
///
/// SwiftPM gives every build folder a module cache of its own, and filling a fresh one is
/// most of a small package's cold build on Linux: the compiler builds the Clang modules of
/// Glibc, Dispatch and Foundation's shims, and Swift Testing's and the standard library's
/// modules from their interfaces, about three seconds before the first line of the package
/// is compiled. A grader builds each exercise of each submission in a folder of its own, so
/// it points them all at one cache instead (`-module-cache-path`), and pays that once.
///
/// The compiler is made for a shared cache (Xcode shares one across all projects): it locks
/// what it builds and renames it into place, and checks every module against the headers
/// and interfaces it came from. A module built there records the cache's path, so the cache
/// can be shared in place but not copied or moved. Only the toolchain's modules go in it,
/// never a package's own, so one submission's build cannot change what another's reads.
package struct SharedModuleCache: Sendable {
  package let folder: URL

  /// The cache in `parent` (a grader's cache folder), created by the first build that uses it.
  package init(in parent: URL) {
    folder = parent.appendingPathComponent("ModuleCache")
  }

  /// What `swift build` is given so every Swift module it compiles uses this cache.
  package var buildArguments: [String] {
    ["-Xswiftc", "-module-cache-path", "-Xswiftc", folder.standardizedFileURL.path]
  }
}
