/// Builds Swift source line by line, with two-space indentation as `.swift-format` has it.
struct SwiftWriter {
  var lines: [String] = []
  private var depth = 0

  mutating func line(_ text: String) {
    lines.append(text.isEmpty ? "" : String(repeating: "  ", count: depth) + text)
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
    lines.append(String(repeating: "  ", count: depth) + text)
  }

  var text: String { lines.joined(separator: "\n") + "\n" }
}
