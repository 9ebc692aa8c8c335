/// Builds Swift source line by line, with two-space indentation as `.swift-format` has it.
///
/// The lines go straight into one string, each ending in a newline: a spy's text is written
/// once, never kept as an array of lines to be joined again (most of `vipkit spies`' time is
/// spent writing text).
struct SwiftWriter {
  /// The lines written so far, each followed by `\n`.
  private(set) var text = ""
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
    text.reserveCapacity(capacity)
  }

  /// Whether nothing has been written.
  var isEmpty: Bool { last == .none }

  /// Where the next line will start, for `insert(_:at:)`.
  var mark: String.Index { text.endIndex }

  /// `other`'s lines put at `mark`, before the lines written since.
  mutating func insert(_ other: SwiftWriter, at mark: String.Index) {
    guard !other.isEmpty else { return }
    let after = text[mark...]
    text = text[..<mark] + other.text + after
    if after.isEmpty {
      beforeLast = other.beforeLast == .none ? last : other.beforeLast
      last = other.last
    }
  }

  mutating func line(_ line: String) {
    if line.isEmpty {
      append(rawLine: "")
    } else {
      text += Self.indentation(depth)
      append(rawLine: line)
    }
  }

  private static let indentations = (0..<8).map { String(repeating: "  ", count: $0) }

  /// Two spaces a level, made once for the usual depths.
  private static func indentation(_ depth: Int) -> String {
    depth < indentations.count ? indentations[depth] : String(repeating: "  ", count: depth)
  }

  /// Lines at the current indentation.
  mutating func append(_ more: [String]) {
    for text in more { line(text) }
  }

  /// One empty line, never two in a row and never right after an opening brace.
  mutating func blank() {
    guard last == .other else { return }
    append(rawLine: "")
  }

  /// Takes back a trailing empty line (before a closing brace).
  mutating func removeTrailingBlank() {
    guard last == .empty else { return }
    text.removeLast()
    last = beforeLast
    beforeLast = .other
  }

  /// `header {`, the body indented, `}`.
  mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    removeTrailingBlank()
    line("}")
  }

  /// `opening` as written (a closure's `{ x in`), the body indented, then `closing`.
  mutating func enclosed(_ opening: String, closing: String, _ body: (inout SwiftWriter) -> Void) {
    line(opening)
    depth += 1
    body(&self)
    depth -= 1
    line(closing)
  }

  /// Lines written without indentation of their own (`#if` directives).
  mutating func directive(_ line: String) {
    text += Self.indentation(depth)
    append(rawLine: line)
  }

  /// Puts `attributes` before every line since `mark` that declares a `var` (after its
  /// indentation): the state of a deprecated requirement is deprecated too. Rare, so it may
  /// re-split those lines.
  mutating func markDeclarations(with attributes: String, since mark: String.Index) {
    var marked = String(text[..<mark])
    for line in text[mark...].split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
      if line.contains("var ") {
        let indentation = line.prefix { $0 == " " }
        marked += indentation + attributes + line.dropFirst(indentation.count)
      } else {
        marked += line
      }
      marked += "\n"
    }
    text = marked
  }

  private mutating func append(rawLine line: String) {
    text += line
    text += "\n"
    beforeLast = last
    last = line.isEmpty ? .empty : line.utf8.last == UInt8(ascii: "{") ? .opening : .other
  }
}
