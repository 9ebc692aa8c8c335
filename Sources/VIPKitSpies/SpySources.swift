import Foundation
import VIPKitCore

/// Spies of files on disk, named as `vipkit spies` names them, so that the command and the
/// freshness check generate the same bytes.
package enum SpySources {
  /// The spies of `files`, named as seen from `directory`.
  package static func generate(
    _ files: [URL], from directory: URL, options: SpyGenerator.Options
  ) -> SpyGenerator.Output {
    SpyGenerator.generate(
      paths: files.map { SwiftFiles.displayPath($0, from: directory) }, options: options
    ) { index in
      (try? Data(contentsOf: files[index])).map(Array.init)
    }
  }
}
