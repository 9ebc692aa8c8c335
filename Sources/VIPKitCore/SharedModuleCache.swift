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

  /// The cache a mutation run of `package` builds its scratch copy with: the package's own
  /// (SwiftPM's `.build/debug/ModuleCache`, full when the user has built or tested it
  /// before), shared in place; else this user's in their caches folder (`~/.cache/vipkit` on
  /// Linux, `~/Library/Caches/vipkit` on macOS), which the first run fills and every later
  /// one, of any package, reuses.
  ///
  /// The package's cache is named by its real path: `.build/debug` is a link, and a module
  /// reached by two paths is "defined in both" to the compiler.
  package static func reused(by package: URL) -> SharedModuleCache {
    let own = package.appendingPathComponent(".build/debug/ModuleCache").resolvingSymlinksInPath()
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: own.path, isDirectory: &isFolder), isFolder.boolValue
    {
      return SharedModuleCache(folder: own)
    }
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return SharedModuleCache(in: caches.appendingPathComponent("vipkit"))
  }

  private init(folder: URL) {
    self.folder = folder
  }

  /// What `swift build` is given so every Swift module it compiles uses this cache.
  package var buildArguments: [String] {
    ["-Xswiftc", "-module-cache-path", "-Xswiftc", folder.standardizedFileURL.path]
  }
}
