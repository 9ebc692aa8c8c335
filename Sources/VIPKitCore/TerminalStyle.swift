/// Colour and emphasis for human output: only on a terminal, and never when `NO_COLOR` is set
/// (https://no-color.org) or `TERM` is `dumb`.
package struct TerminalStyle: Sendable, Hashable {
  package let usesColor: Bool

  /// No colour: for files, pipes and tests.
  package static let plain = TerminalStyle(usesColor: false)

  package init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Decides colour for a stream from the environment and whether the stream is a terminal.
  package init(environment: [String: String], isTerminal: Bool) {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    usesColor = isTerminal && !noColor && environment["TERM"] != "dumb"
  }

  package func bold(_ text: String) -> String { wrap(text, "1") }
  package func dim(_ text: String) -> String { wrap(text, "2") }
  package func red(_ text: String) -> String { wrap(text, "1;31") }
  package func green(_ text: String) -> String { wrap(text, "32") }
  package func yellow(_ text: String) -> String { wrap(text, "1;33") }

  private func wrap(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
