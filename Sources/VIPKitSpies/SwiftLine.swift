/// One line of generated Swift, written as a string literal with interpolations
/// (`"var \(name): \(type)"`) whose pieces go straight into UTF-8 bytes.
///
/// A spy is about a hundred such lines of a few small pieces each: appending them to a byte
/// buffer costs about half of what appending them to a `String` does (a `String` checks its
/// storage and its ASCII flag at every append), and the line is then copied into the writer
/// as bytes. (Keeping the pieces in slots on the stack instead, to spare the buffer's
/// allocation, measured slower: copying and releasing eight strings a line.)
struct SwiftLine: ExpressibleByStringInterpolation {
  /// The line's UTF-8 bytes, without the newline.
  var bytes: [UInt8]

  init(stringLiteral text: String) {
    bytes = Array(text.utf8)
  }

  init(stringInterpolation: StringInterpolation) {
    bytes = stringInterpolation.bytes
  }

  struct StringInterpolation: StringInterpolationProtocol {
    var bytes: [UInt8] = []

    init(literalCapacity: Int, interpolationCount: Int) {
      // Interpolated names and types are short; growing once is cheaper than guessing high.
      bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    mutating func appendLiteral(_ literal: String) {
      bytes += literal.utf8
    }

    mutating func appendInterpolation(_ text: String) {
      bytes += text.utf8
    }

    mutating func appendInterpolation(_ text: Substring) {
      bytes += text.utf8
    }
  }
}
