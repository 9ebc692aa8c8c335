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
    lineStarts = [0] + bytes.withUnsafeBufferPointer { LocalFiles.offsets(after: .newline, in: $0) }
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

  /// The lines of a byte range (split at each newline, the last one too), each trimmed of the
  /// spaces and tabs at either end (and a Windows line end's `\r`): comments are read as ranges, and only what is kept becomes
  /// text.
  package func trimmedLines(in range: Range<Int>) -> [Range<Int>] {
    let range = range.clamped(to: 0..<bytes.count)
    return bytes.withUnsafeBufferPointer { buffer in
      var lines: [Range<Int>] = []
      var start = range.lowerBound
      while true {
        var end = start
        while end < range.upperBound, buffer[end] != .newline { end += 1 }
        var low = start
        var high = end
        while low < high, buffer[low] == .space || buffer[low] == .tab { low += 1 }
        while high > low,
          buffer[high - 1] == .space || buffer[high - 1] == .tab
            || buffer[high - 1] == .carriageReturn
        {
          high -= 1
        }
        lines.append(low..<high)
        guard end < range.upperBound else { return lines }
        start = end + 1
      }
    }
  }

  /// Whether the bytes of `range` start with `prefix` (ASCII).
  package func hasPrefix(_ prefix: StaticString, in range: Range<Int>) -> Bool {
    guard range.count >= prefix.utf8CodeUnitCount else { return false }
    return prefix.withUTF8Buffer { zip($0, bytes[range]).allSatisfy { $0 == $1 } }
  }

  /// Whether the bytes of `range` end with `suffix` (ASCII).
  package func hasSuffix(_ suffix: StaticString, in range: Range<Int>) -> Bool {
    let count = suffix.utf8CodeUnitCount
    guard range.count >= count else { return false }
    return suffix.withUTF8Buffer {
      zip($0, bytes[(range.upperBound - count)..<range.upperBound]).allSatisfy { $0 == $1 }
    }
  }

  /// The text of a byte range (invalid UTF-8 is repaired, never trapped on).
  package func text(_ range: Range<Int>) -> String {
    let clamped = range.clamped(to: 0..<bytes.count)
    return String(decoding: bytes[clamped], as: UTF8.self)
  }
}
