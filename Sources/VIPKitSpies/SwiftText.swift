/// A piece of generated Swift: a line, or a name or type to be put in lines, written as a
/// string literal with interpolations (`"var \(name): \(type)"`) whose pieces go straight
/// into UTF-8 bytes.
///
/// A spy is about a hundred lines of a few small pieces each, and a few dozen names and types
/// (`fetchUserReceivedInvocations`) made to be put in them: appending them as bytes
/// costs about half of what appending them to a `String` does (a `String` checks its storage
/// and its ASCII flag at every append). The bytes are kept in the value itself, not in an
/// array: a line is made, copied into the writer and dropped, and a heap buffer for each of
/// a million lines was a twentieth of the work of a large input; a name made as a `String`
/// and then copied into a line cost about as much again. A piece longer than the inline room
/// moves to an array. (Keeping the pieces as eight strings instead measured
/// slower: copying and releasing eight strings a line.)
struct SwiftText: ExpressibleByStringInterpolation {
  var bytes: LineBytes

  init(stringLiteral text: String) {
    self.init(text)
  }

  init(stringInterpolation: LineBytes) {
    bytes = stringInterpolation
  }

  /// `text` as a piece.
  init(_ text: String) {
    bytes = LineBytes()
    bytes.append(text)
  }

  var isEmpty: Bool { bytes.isEmpty }
}

/// The UTF-8 bytes of one line: up to `inlineCapacity` in the value, more in an array.
struct LineBytes: StringInterpolationProtocol {
  /// Room for 160 bytes: nearly every generated line fits.
  private typealias Inline = (
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
    UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
  )
  static let inlineCapacity = MemoryLayout<Inline>.size

  private var inline: Inline = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  private var inlineCount = 0
  /// All the bytes, once they outgrew the inline room.
  private var spilled: [UInt8]?

  init() {}

  init(literalCapacity: Int, interpolationCount: Int) {}

  var isEmpty: Bool { spilled?.isEmpty ?? (inlineCount == 0) }

  @inline(__always)
  mutating func appendLiteral(_ literal: String) { append(literal) }

  @inline(__always)
  mutating func appendInterpolation(_ text: String) { append(text) }

  /// A piece made before: a name or a type.
  mutating func appendInterpolation(_ text: SwiftText) {
    text.bytes.withBytes { append($0) }
  }

  mutating func appendInterpolation(_ text: Substring) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      append(String(text))
    }
  }

  @inline(__always)
  mutating func append(_ text: String) {
    if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
      append(Array(text.utf8))
    }
  }

  private mutating func append(_ array: [UInt8]) {
    array.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
    if spilled == nil, inlineCount + buffer.count <= Self.inlineCapacity {
      let offset = inlineCount
      withUnsafeMutableBytes(of: &inline) { raw in
        (raw.baseAddress! + offset).copyMemory(from: source, byteCount: buffer.count)
      }
      inlineCount += buffer.count
      return
    }
    if spilled == nil {
      var all: [UInt8] = []
      all.reserveCapacity(inlineCount + buffer.count)
      withBytes { all.append(contentsOf: $0) }
      spilled = all
    }
    spilled!.append(contentsOf: buffer)
  }

  /// The bytes, lent to `body`.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let spilled { return spilled.withUnsafeBufferPointer(body) }
    return withUnsafeBytes(of: inline) { raw in
      body(
        UnsafeBufferPointer(
          start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: inlineCount))
    }
  }
}
