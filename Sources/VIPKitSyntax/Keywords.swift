/// A set of words looked up by their bytes, without making a `String`: the scanner asks
/// "is this a keyword?" of nearly every token of every file.
struct ByteWordSet: Sendable {
  /// The words, by length.
  private let byLength: [[[UInt8]]]

  init(_ words: Set<String>) {
    let longest = words.map(\.utf8.count).max() ?? 0
    var table = Array(repeating: [[UInt8]](), count: longest + 1)
    for word in words {
      table[word.utf8.count].append(Array(word.utf8))
    }
    byLength = table
  }

  /// Whether `bytes[range]` is one of the words.
  func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard range.count < byLength.count else { return false }
    for word in byLength[range.count] where word.first == bytes[range.lowerBound] {
      var matches = true
      for (offset, byte) in word.enumerated() where bytes[range.lowerBound + offset] != byte {
        matches = false
        break
      }
      if matches { return true }
    }
    return false
  }

  /// Whether `bytes[range]` is one of the words.
  func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool {
    bytes.withUnsafeBufferPointer { contains($0, range) }
  }
}
