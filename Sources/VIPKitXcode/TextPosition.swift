import VIPKitCore

/// Byte offsets turned into the line and column a person reads, for the readers' errors.
enum TextPosition {
  /// The 1-based line and column (in characters) of `offset` in `bytes`.
  static func location(of offset: Int, in bytes: [UInt8], path: String) -> SourceLocation {
    var line = 1
    var column = 1
    for byte in bytes[..<min(max(offset, 0), bytes.count)] {
      if byte == 10 {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SourceLocation(path: path, line: line, column: column)
  }
}
