/// GitHub Actions workflow commands (`::warning file=…,line=…,col=…::…`): what a job prints so
/// that a finding shows on the pull request's diff, at its line. `check` and `mutate` write
/// them the same way.
package enum WorkflowCommand {
  /// A warning annotation at `file:line:column`.
  package static func warning(
    file: String, line: Int, column: Int, title: String, message: String
  ) -> String {
    "::warning file=\(escapeProperty(file)),line=\(line),col=\(column),"
      + "title=\(escapeProperty(title))::\(escapeData(message))"
  }

  /// A workflow command's message: `%`, CR and LF escaped.
  package static func escapeData(_ text: String) -> String {
    text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// A workflow command's property: also `:` and `,`.
  package static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
