import Foundation
import VIPKitCore

/// Spies of files on disk, named as `vipkit spies` names them, so that the command and the
/// freshness check generate the same bytes.
package enum SpySources {
  /// The spies of `files`, named as seen from `directory`.
  package static func generate(
    _ files: [URL], from directory: URL, options: SpyGenerator.Options
  ) -> SpyGenerator.Output {
    generate(files.map(\.standardizedFileURL.path), from: directory, options: options)
  }

  /// The spies of the files at `paths` (absolute and standardized, as `SwiftFiles.findPaths`
  /// gives them), named as seen from `directory`.
  package static func generate(
    _ paths: [String], from directory: URL, options: SpyGenerator.Options
  ) -> SpyGenerator.Output {
    let base = directory.standardizedFileURL.path
    return SpyGenerator.generate(
      paths: paths.map { SwiftFiles.displayPath($0, from: base) }, options: options
    ) { index in
      LocalFiles.bytes(of: paths[index])
    }
  }
}
