/// A problem vipkit reports about its input: a severity, where (when there is a place), what
/// is wrong and what to do.
package struct Diagnostic: Error, Sendable, Hashable {
  /// How bad a diagnostic is.
  package enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }

  package var severity: Severity
  package var location: SourceLocation?
  package var message: String
  /// Further lines: what to do, or related places.
  package var notes: [String]

  package init(
    _ severity: Severity, _ message: String, at location: SourceLocation? = nil,
    notes: [String] = []
  ) {
    self.severity = severity
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// The message, then the notes indented: for a list of problems, where a note (the
  /// compiler's first errors, when the course's own reference does not build) is the half
  /// that says what to fix.
  package var explained: String {
    ([message] + notes.map { "  " + $0 }).joined(separator: "\n")
  }

  /// `path:12:5: error: message`, then the notes indented, as compilers print diagnostics.
  package func rendered(style: TerminalStyle = .plain) -> String {
    let label: String
    switch severity {
    case .error: label = style.red("error:")
    case .warning: label = style.yellow("warning:")
    case .note: label = style.dim("note:")
    }
    let head = location.map { "\(style.bold($0.rendered + ":")) " } ?? ""
    return ([head + label + " " + message] + notes.map { "  " + $0 }).joined(separator: "\n")
  }
}
