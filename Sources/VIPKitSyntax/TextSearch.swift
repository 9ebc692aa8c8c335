/// Text questions asked thousands of times a second while reading sources and writing spies,
/// answered on the UTF-8 bytes: Foundation's `contains` and `trimmingCharacters` bridge
/// through `NSString` on Linux, which cost a tenth of a large run.
extension String {
  /// Whether `needle` occurs in the text, compared byte by byte: Foundation's `contains`
  /// bridges through `NSString`, and types are searched thousands of times a second.
  package func containsText(_ needle: String) -> Bool {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first else { return true }
    let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
      guard bytes.count >= pattern.count else { return false }
      var start = 0
      let last = bytes.count - pattern.count
      while start <= last {
        if bytes[start] == first {
          var matched = 1
          while matched < pattern.count, bytes[start + matched] == pattern[matched] {
            matched += 1
          }
          if matched == pattern.count { return true }
        }
        start += 1
      }
      return false
    }
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
