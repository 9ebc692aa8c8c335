import VIPKitSyntax

/// VIP004: formatting in the interactor. The interactor decides; turning values into text is
/// the presenter's job, testable on its own.
struct FormattingInInteractor: Rule {
  let info = RuleInfo(
    id: "VIP004", name: "FormattingInInteractor",
    reason: "formatting in the interactor: it decides, the presenter formats",
    fix: "Put the raw value (a Date, a Decimal, a count) in the response and format it in the "
      + "presenter.",
    exercise: "Exercises/02-the-presenter")

  static let formatters: Set<String> = [
    "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "DateComponentsFormatter",
    "DateIntervalFormatter", "MeasurementFormatter", "ByteCountFormatter",
    "PersonNameComponentsFormatter", "ListFormatter", "RelativeDateTimeFormatter",
  ]

  func check(_ file: CheckedFile) -> [Finding] {
    let outline = file.outline
    // One pass, so a line that formats twice (a formatter and a sentence) is one finding.
    return file.uses(
      info, in: [.interactor],
      matching: { index in
        let text = outline.text(index)
        if outline.kind(index) == .stringLiteral {
          let isForDevelopers =
            Self.enclosingCall(of: index, in: outline).map(
              Self.isDiagnostic) ?? false
          return Self.readsAsProse(text) && !isForDevelopers ? text : nil
        }
        guard outline.kind(index) == .identifier else { return nil }
        if Self.formatters.contains(text) { return text }
        if text == "String", outline.text(index + 1) == "(", outline.text(index + 2) == "format",
          outline.text(index + 3) == ":"
        {
          return "String(format:)"
        }
        if text == "formatted", outline.text(index - 1) == ".", outline.text(index + 1) == "(" {
          return ".formatted()"
        }
        return nil
      },
      message: { type, what in
        what.hasPrefix("\"")
          ? "\(type) writes the text the user reads (\(what)): wording is the presenter's job"
          : "\(type) formats with \(what): formatting is the presenter's job"
      })
  }

  /// Calls whose text is for developers (logs, assertions, queries), not for the screen.
  static let diagnosticCalls: Set<String> = [
    "print", "debugPrint", "NSLog", "os_log", "fatalError", "precondition",
    "preconditionFailure", "assert", "assertionFailure", "NSPredicate", "dump",
  ]

  /// Whether a string literal is a sentence for a person: outside its interpolations it
  /// holds a letter and a space (`"Welcome, \(name)!"`, `"Wrong email or password"`), which
  /// keys, identifiers and paths (`"users/\(id)"`) do not.
  static func readsAsProse(_ literal: String) -> Bool {
    guard !literal.hasPrefix("#"), !literal.hasPrefix("\"\"\"") else { return false }
    var outside = ""
    var depth = 0
    var characters = literal.makeIterator()
    var previous: Character = " "
    while let character = characters.next() {
      if depth == 0, previous == "\\", character == "(" {
        depth = 1
        outside.removeLast()
      } else if depth > 0 {
        if character == "(" { depth += 1 }
        if character == ")" { depth -= 1 }
      } else {
        outside.append(character)
      }
      previous = character
    }
    return outside.contains(" ") && outside.contains(where: \.isLetter)
  }

  /// Whether the call a literal is an argument of writes for developers: a log (a call on a
  /// `logger` or `log`, `os_log`), an assertion, a predicate. Not a call that merely has
  /// "log" in its name: `presentLogin(message:)` writes for the user.
  static func isDiagnostic(_ call: (receiver: String?, name: String)) -> Bool {
    if diagnosticCalls.contains(call.name) { return true }
    guard let receiver = call.receiver?.lowercased() else { return false }
    return receiver == "log" || receiver.hasSuffix("logger")
  }

  /// The call whose parentheses hold the token at `index`, with its receiver when it is
  /// `receiver.name(…)`: `(nil, "print")` for `print("a b")`, `("logger", "debug")` for
  /// `logger.debug("…")`.
  static func enclosingCall(of index: Int, in outline: SwiftOutline) -> (
    receiver: String?, name: String
  )? {
    var depth = 0
    var cursor = index - 1
    while cursor >= 0 {
      let text = outline.text(cursor)
      if text == ")" || text == "]" { depth += 1 }
      if text == "(" || text == "[" {
        if depth == 0 {
          guard text == "(", outline.kind(cursor - 1) == .identifier else { return nil }
          let receiver =
            outline.text(cursor - 2) == "." && outline.kind(cursor - 3) == .identifier
            ? outline.text(cursor - 3) : nil
          return (receiver, outline.text(cursor - 1))
        }
        depth -= 1
      }
      if text == "{" || text == "}" { return nil }
      cursor -= 1
    }
    return nil
  }
}
