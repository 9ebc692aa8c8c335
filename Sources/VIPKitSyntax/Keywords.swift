/// A set of words looked up by their bytes, without making a `String`: the scanner asks
/// "is this a keyword?" of nearly every token of every file.
struct ByteWordSet: Sendable {
  /// The words of each length: their bytes one after another, and which bytes (ASCII) start
  /// and end one of them. Most identifiers are no keyword, and the two masks turn away
  /// nearly all of them before any word is compared.
  private struct Words: Sendable {
    var bytes: [UInt8] = []
    var first = ByteMask()
    var last = ByteMask()
  }

  private let byLength: [Words]

  init(_ words: Set<String>) {
    let longest = words.map(\.utf8.count).max() ?? 0
    var table = Array(repeating: Words(), count: longest + 1)
    for word in words.sorted() {
      let bytes = Array(word.utf8)
      guard let first = bytes.first, let last = bytes.last else { continue }
      table[bytes.count].bytes += bytes
      table[bytes.count].first.insert(first)
      table[bytes.count].last.insert(last)
    }
    byLength = table
  }

  /// Whether `bytes[range]` is one of the words.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    let length = range.count
    guard length > 0, length < byLength.count else { return false }
    let start = range.lowerBound
    let first = bytes[start]
    return byLength.withUnsafeBufferPointer { table in
      let words = table[length]
      guard words.first.contains(first), words.last.contains(bytes[range.upperBound - 1]) else {
        return false
      }
      return words.bytes.withUnsafeBufferPointer { candidates in
        var offset = 0
        while offset < candidates.count {
          if candidates[offset] == first {
            var index = 1
            while index < length, candidates[offset + index] == bytes[start + index] {
              index += 1
            }
            if index == length { return true }
          }
          offset += length
        }
        return false
      }
    }
  }

  /// Whether `bytes[range]` is one of the words.
  func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { contains($0, range) }
  }
}

/// A set of bytes: the ASCII ones as 128 bits, the others all together (no keyword has one,
/// but a word that does must still be found).
private struct ByteMask: Sendable {
  private var low: UInt64 = 0
  private var high: UInt64 = 0
  private var beyondASCII = false

  mutating func insert(_ byte: UInt8) {
    if byte < 64 {
      low |= 1 << UInt64(byte)
    } else if byte < 128 {
      high |= 1 << UInt64(byte - 64)
    } else {
      beyondASCII = true
    }
  }

  func contains(_ byte: UInt8) -> Bool {
    if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
    if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
    return beyondASCII
  }
}
