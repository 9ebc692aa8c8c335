/// Builds Swift source line by line, with two-space indentation as `.swift-format` has it.
struct SwiftWriter {
  var lines: [String] = []
  private var depth: Int

  /// A writer whose lines start `depth` levels in: a member's lines are written indented
  /// once, never re-indented line by line.
  init(depth: Int = 0) {
    self.depth = depth
  }

  mutating func line(_ text: String) {
    lines.append(text.isEmpty ? "" : Self.indentation(depth) + text)
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
    guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
    lines.append("")
  }

  /// `header {`, the body indented, `}`.
  mutating func block(_ header: String, _ body: (inout SwiftWriter) -> Void) {
    line(header + " {")
    depth += 1
    body(&self)
    depth -= 1
    if lines.last?.isEmpty == true { lines.removeLast() }
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
  mutating func directive(_ text: String) {
    lines.append(Self.indentation(depth) + text)
  }

  var text: String { lines.joined(separator: "\n") + "\n" }
}
