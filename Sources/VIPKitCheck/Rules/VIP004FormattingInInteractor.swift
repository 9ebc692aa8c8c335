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
    return file.uses(
      info, in: [.interactor],
      matching: { index in
        let text = outline.text(index)
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
      message: { type, what in "\(type) formats with \(what): formatting is the presenter's job" })
  }
}
