import VIPKitCore

/// Text questions asked thousands of times a second while reading sources and writing spies,
/// answered on the UTF-8 bytes: Foundation's `contains` and `trimmingCharacters` bridge
/// through `NSString` on Linux, which cost a tenth of a large run.
extension String {
  /// Whether `needle` occurs in the text, compared byte by byte: Foundation's `contains`
  /// bridges through `NSString`, and types are searched thousands of times a second.
  package func containsText(_ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    let search = { (bytes: UnsafeBufferPointer<UInt8>) in bytes.contains(word: pattern) }
    if let found = utf8.withContiguousStorageIfAvailable(search) { return found }
    return Array(utf8).withUnsafeBufferPointer(search)
  }

  /// The text without the spaces and tabs at either end.
  package var trimmingBlanks: String {
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    guard let first, let last, isBlank(first) || isBlank(last) else { return self }
    let start = firstIndex { !isBlank($0) } ?? endIndex
    let end = lastIndex { !isBlank($0) }.map(index(after:)) ?? start
    return start < end ? String(self[start..<end]) : ""
  }
}

extension Substring {
  /// The text without the spaces and tabs at either end.
  package var trimmingBlanks: String { String(self).trimmingBlanks }
}

extension UnsafeBufferPointer<UInt8> {
  /// Whether `word` occurs in the bytes.
  package func contains(word: [UInt8]) -> Bool { firstOffset(of: word, from: 0) != nil }

  /// Where `word` first occurs at or after `start` (`LocalFiles.firstOffset`: the C library's
  /// search, which reads a file about as fast as the memory can be read).
  package func firstOffset(of word: [UInt8], from start: Int) -> Int? {
    LocalFiles.firstOffset(of: word, in: self, from: start)
  }
}
