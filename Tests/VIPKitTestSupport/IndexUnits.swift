import Foundation

/// The index units the builds under a folder left (`…/index/store/v5/units/*`), by name, for
/// tests of `ScratchBuild`: a unit of a package's own file is named after its object file
/// (`CartInteractor.swift.o-…`), one of a toolchain module after the module
/// (`Foundation.swiftmodule-…`, `SwiftGlibc-….pcm-…`).
package enum IndexUnits {
  /// Every unit's file name under `folder`.
  package static func names(under folder: URL) -> [String] {
    let all =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects
      as? [URL] ?? []
    return all.filter { $0.deletingLastPathComponent().lastPathComponent == "units" }
      .map(\.lastPathComponent)
  }

  /// The units of modules the package did not compile itself: the toolchain's.
  package static func ofToolchainModules(under folder: URL) -> [String] {
    names(under: folder).filter { !$0.contains(".swift.o-") }
  }
}
