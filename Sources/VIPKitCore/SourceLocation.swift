/// A position in a file, 1-based, as a person and an editor read it.
package struct SourceLocation: Sendable, Hashable, Comparable {
  package var path: String
  package var line: Int
  package var column: Int

  package init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  package static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
  }

  /// `path:line:column`, the form editors and CI annotators jump to.
  package var rendered: String { "\(path):\(line):\(column)" }
}
