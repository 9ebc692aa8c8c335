import VIPKitCore

/// Source text in which markers (`1️⃣`, `2️⃣`, …) stand for the places a test expects a
/// finding, a diagnostic or a mutant: the expectation is written where it points, not as a
/// `"file:line:column"` string to count by hand.
///
/// The markers are taken out of the text; each is remembered at the byte offset where it stood,
/// and turned into a 1-based line and byte column, as the kit's `SourceText` and the Swift
/// compiler count them.
package struct MarkedSource: Sendable {
  /// The markers, in the order tests use them.
  package static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

  /// The source without its markers: what the code under test reads.
  package let text: String
  /// Where each marker stood, as a UTF-8 byte offset into `text`.
  package let offsets: [String: Int]

  package init(_ marked: String) {
    var text = ""
    var offsets: [String: Int] = [:]
    var rest = Substring(marked)
    while let (marker, range) = Self.firstMarker(in: rest) {
      text += rest[..<range.lowerBound]
      precondition(offsets[marker] == nil, "the marker \(marker) is used twice")
      offsets[marker] = text.utf8.count
      rest = rest[range.upperBound...]
    }
    text += rest
    self.text = text
    self.offsets = offsets
  }

  /// The markers found, in the order they stand in the text.
  package var markersInOrder: [String] {
    offsets.sorted { $0.value < $1.value }.map(\.key)
  }

  /// Where `marker` stood, as `path:line:column`.
  package func location(_ marker: String = "1️⃣", path: String) -> SourceLocation? {
    guard let offset = offsets[marker] else { return nil }
    let before = text.utf8.prefix(offset)
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { before.index(after: $0) }
    let column = before.distance(from: lineStart ?? before.startIndex, to: before.endIndex) + 1
    return SourceLocation(path: path, line: line, column: column)
  }

  /// Every marker's location, in text order.
  package func locations(path: String) -> [SourceLocation] {
    markersInOrder.compactMap { location($0, path: path) }
  }

  private static func firstMarker(in text: Substring) -> (String, Range<Substring.Index>)? {
    markers.compactMap { marker in text.range(of: marker).map { (marker, $0) } }
      .min { $0.1.lowerBound < $1.1.lowerBound }
  }
}
