import VIPKitCore

/// A Swift source file's bytes, with a line table to turn byte offsets into line and column.
///
/// Positions stay byte offsets until printed: cheap to store, exact to slice.
package struct SourceText: Sendable {
  package let path: String
  package let bytes: [UInt8]
  /// The byte offset at which each line starts; `lineStarts[0] == 0`.
  private let lineStarts: [Int]

  package init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    lineStarts = starts
  }

  package init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The 1-based line and column (in bytes, as the Swift compiler counts) of `offset`.
  package func location(of offset: Int) -> SourceLocation {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
  }

  /// The text of a byte range (invalid UTF-8 is repaired, never trapped on).
  package func text(_ range: Range<Int>) -> String {
    let clamped = range.clamped(to: 0..<bytes.count)
    return String(decoding: bytes[clamped], as: UTF8.self)
  }
}
