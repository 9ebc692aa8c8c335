/// One broken rule at one place: what is wrong there and what to do.
package struct Finding: Sendable, Equatable, Codable {
  /// The rule's id, `VIP004`: tools and graders key on it.
  package var rule: String
  package var file: String
  package var line: Int
  package var column: Int
  package var severity = "warning"
  package var message: String
  package var fix: String
  /// The offending line's tokens, one space apart: what a baseline matches, so that an edit
  /// above the line does not make it new.
  package var lineText: String

  enum CodingKeys: String, CodingKey {
    case rule, file, line, column, severity, message, fix
  }

  package init(
    rule: String, file: String, line: Int, column: Int, message: String, fix: String,
    lineText: String
  ) {
    self.rule = rule
    self.file = file
    self.line = line
    self.column = column
    self.message = message
    self.fix = fix
    self.lineText = lineText
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    rule = try container.decode(String.self, forKey: .rule)
    file = try container.decode(String.self, forKey: .file)
    line = try container.decode(Int.self, forKey: .line)
    column = try container.decode(Int.self, forKey: .column)
    severity = try container.decode(String.self, forKey: .severity)
    message = try container.decode(String.self, forKey: .message)
    fix = try container.decode(String.self, forKey: .fix)
    lineText = ""
  }

  /// File, line, column, then rule: the order every output uses.
  static func < (lhs: Finding, rhs: Finding) -> Bool {
    (lhs.file, lhs.line, lhs.column, lhs.rule) < (rhs.file, rhs.line, rhs.column, rhs.rule)
  }
}
