import VIPKitCore

/// Text questions asked thousands of times a second while reading sources and writing spies,
/// answered on the UTF-8 bytes: Foundation's `contains` and `trimmingCharacters` bridge
/// through `NSString` on Linux, which cost a tenth of a large run.
extension String {
  /// Whether `needle` occurs in the text, compared byte by byte: Foundation's `contains`
  /// bridges through `NSString`, and types are searched thousands of times a second.
  package func containsText(_ needle: String) -> Bool {
    var text = self
    var needle = needle
    return text.withUTF8 { bytes in
      needle.withUTF8 { pattern in
        // A type or a line is short: a plain scan beats setting up the C library's search.
        guard bytes.count > 64 else { return bytes.contains(shortWord: pattern) }
        return bytes.contains(word: Array(pattern))
      }
    }
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

  /// Whether `word` occurs in the bytes, by a plain scan: for short texts.
  func contains(shortWord word: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let first = word.first else { return true }
    guard word.count <= count else { return false }
    var offset = 0
    let last = count - word.count
    while offset <= last {
      if self[offset] == first {
        var matched = 1
        while matched < word.count, self[offset + matched] == word[matched] { matched += 1 }
        if matched == word.count { return true }
      }
      offset += 1
    }
    return false
  }

  /// Where `word` first occurs at or after `start` (`LocalFiles.firstOffset`: the C library's
  /// search, which reads a file about as fast as the memory can be read).
  package func firstOffset(of word: [UInt8], from start: Int) -> Int? {
    LocalFiles.firstOffset(of: word, in: self, from: start)
  }
}
