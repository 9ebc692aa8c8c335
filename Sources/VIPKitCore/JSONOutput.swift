import Foundation

/// Encodes vipkit's JSON documents the same way everywhere: sorted keys (stable diffs),
/// indented, slashes unescaped.
package enum JSONOutput {
  package static func encode<T: Encodable>(_ document: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(document), as: UTF8.self)
  }
}
