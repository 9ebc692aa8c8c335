/// Builds Swift source line by line, with two-space indentation as `.swift-format` has it.
///
/// The lines go straight into one buffer of UTF-8 bytes, each ending in a newline: a spy's
/// text is written once, never kept as an array of lines to be joined again (most of `vipkit
/// spies`' time is spent writing text), and appending bytes costs less than appending to a
/// `String`, which checks its storage and its ASCII flag at every append.
struct SwiftWriter {
  /// The lines written so far, each followed by `\n`, as UTF-8.
  private(set) var bytes: [UInt8] = []
  /// The lines written so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }
  var depth: Int
  /// What the last two lines were (the last first): enough to keep blank lines single and to
  /// take back a trailing one.
  private var last: Kind = .none
  private var beforeLast: Kind = .none

  private enum Kind {
    case none, empty, opening, other
  }

  /// A writer whose lines start `depth` levels in: a member's lines are written indented
  /// once, never re-indented line by line.
  init(depth: Int = 0) {
    self.depth = depth
  }

  /// A writer with room for `capacity` bytes before its text grows: a spy is a few kB.
  init(capacity: Int) {
    depth = 0
    bytes.reserveCapacity(capacity)
  }

  /// Whether nothing has been written.
  var isEmpty: Bool { last == .none }

  /// Where the next line will start, for `insert(_:at:)`.
  var mark: Int { bytes.count }

  /// `other`'s lines put at `mark`, before the lines written since.
  mutating func insert(_ other: SwiftWriter, at mark: Int) {
    guard !other.isEmpty else { return }
    let atEnd = mark == bytes.count
    bytes.insert(contentsOf: other.bytes, at: mark)
    if atEnd {
      beforeLast = other.beforeLast == .none ? last : other.beforeLast
      last = other.last
    }
  }

  mutating func line(_ line: SwiftText) {
    if !line.bytes.isEmpty { indent() }
    line.bytes.withBytes { bytes.append(contentsOf: $0) }
    endLine(empty: line.bytes.isEmpty)
  }

  /// A line given as a `String` (a header, an attribute kept from the source).
  mutating func line(text: String) {
    if !text.isEmpty { indent() }
    bytes.appendUTF8(text)
    endLine(empty: text.isEmpty)
  }

  /// Two spaces a level.
  private mutating func indent() {
    for _ in 0..<(depth * 2) { bytes.append(UInt8(ascii: " ")) }
  }

  /// Lines at the current indentation.
  mutating func append(_ more: [String]) {
    for text in more { line(text: text) }
  }

  /// One empty line, never two in a row and never right after an opening brace.
  mutating func blank() {
    guard last == .other else { return }
    endLine(empty: true)
  }

  /// Takes back a trailing empty line (before a closing brace).
  mutating func removeTrailingBlank() {
    guard last == .empty else { return }
    bytes.removeLast()
    last = beforeLast
    beforeLast = .other
  }

  /// `header {`, the body indented, `}`.
  mutating func block(_ header: SwiftText, _ body: (inout SwiftWriter) -> Void) {
    var opening = header
    opening.bytes.append(" {")
    line(opening)
    depth += 1
    body(&self)
    depth -= 1
    removeTrailingBlank()
    line("}")
  }

  /// `opening` as written (a closure's `{ x in`), the body indented, then `closing`.
  mutating func enclosed(_ opening: String, closing: String, _ body: (inout SwiftWriter) -> Void) {
    line(text: opening)
    depth += 1
    body(&self)
    depth -= 1
    line(text: closing)
  }

  /// `text` as it is, outside the lines' rules (the blank line and `#if` around a whole spy):
  /// it counts as no line for the blank-line rules.
  mutating func raw(_ text: String) {
    bytes.appendUTF8(text)
  }

  /// Lines written without indentation of their own (`#if` directives).
  mutating func directive(_ line: String) {
    indent()
    bytes.appendUTF8(line)
    endLine(empty: line.isEmpty)
  }

  /// Puts `attributes` before every line since `mark` that declares a `var` (after its
  /// indentation): the state of a deprecated requirement is deprecated too. Rare, so it may
  /// re-split those lines.
  mutating func markDeclarations(with attributes: String, since mark: Int) {
    let lines = String(decoding: bytes[mark...], as: UTF8.self)
    bytes.removeSubrange(mark...)
    for line in lines.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.contains("var ") {
        let indentation = line.prefix { $0 == " " }
        bytes += (indentation + attributes + line.dropFirst(indentation.count)).utf8
      } else {
        bytes += line.utf8
      }
      bytes.append(UInt8(ascii: "\n"))
    }
  }

  /// Ends the line just written (`empty` when it had no text).
  private mutating func endLine(empty: Bool) {
    beforeLast = last
    last = empty ? .empty : bytes[bytes.count - 1] == UInt8(ascii: "{") ? .opening : .other
    bytes.append(UInt8(ascii: "\n"))
  }
}
