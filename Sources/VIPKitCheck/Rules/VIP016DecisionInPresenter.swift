import VIPKitSyntax

/// VIP016: the presenter decides. A rule of the app (a password's least length, what makes an
/// e-mail address valid) is business logic: the interactor (or a worker it asks) applies it,
/// and the response says what it found. A presenter that applies it is a rule no interactor
/// test sees, and that changes whenever the wording does.
///
/// What it looks for, in a presenter's own code: a length compared with a number (`.count < 8`;
/// 0 and 1 are left alone, as plurals and empty lists use them), and a pattern matched on text
/// (`contains("@")`, a regular expression, `NSPredicate`). A threshold on anything else (a
/// badge's "99+") is wording, and left alone.
struct DecisionInPresenter: Rule {
  let info = RuleInfo(
    id: "VIP016", name: "DecisionInPresenter",
    reason: "the presenter decides: rules belong to the interactor, the presenter words them",
    fix: "Apply the rule in the interactor (or a worker it asks), put what it found in the "
      + "response (a problem per field, a flag), and let the presenter write the words.",
    exercise: "Exercises/12-capstone-login")

  func check(_ file: CheckedFile) -> [Finding] {
    file.uses(
      info, in: [.presenter], matching: { Self.rule(file.outline, at: $0) },
      message: { type, what in
        "\(type) applies a rule (\(what)): deciding what is valid is the interactor's job, "
          + "the presenter only words what it decided"
      })
  }

  /// The names that match text against a pattern.
  static let patternNames: Set<String> = [
    "NSPredicate", "NSRegularExpression", "Regex", "wholeMatch", "firstMatch", "prefixMatch",
    "regularExpression", "NSDataDetector",
  ]

  /// What rule the token at `index` applies, when it is one.
  static func rule(_ outline: SwiftOutline, at index: Int) -> String? {
    let text = outline.text(index)
    switch outline.kind(index) {
    case .regexLiteral:
      return "a regular expression"
    case .identifier where patternNames.contains(text):
      return text
    case .identifier where text == "contains" && outline.text(index - 1).hasSuffix("."):
      // `email.contains("@")`: a pattern matched on what the user typed.
      guard outline.text(index + 1) == "(", outline.kind(index + 2) == .stringLiteral,
        outline.text(index + 2).contains("@")
      else { return nil }
      return "contains(\(outline.text(index + 2)))"
    case .operator where ["<", "<=", ">", ">="].contains(text):
      return lengthRule(outline, comparison: index)
    default:
      return nil
    }
  }

  /// `password.count < 8`, `8 <= name.count`: a length compared with a number other than 0
  /// and 1.
  static func lengthRule(_ outline: SwiftOutline, comparison index: Int) -> String? {
    let isCount: (Int) -> Bool = { position in
      outline.text(position) == "count" && outline.text(position - 1).hasSuffix(".")
    }
    let number: (Int) -> Int? = { position in
      outline.kind(position) == .integerLiteral ? Int(outline.text(position)) : nil
    }
    if isCount(index - 1), let limit = number(index + 1), limit > 1 {
      return "count \(outline.text(index)) \(limit)"
    }
    // The right side: the chain `name.count`, `form?.password.count` after the operator.
    var end = index + 1
    while outline.kind(end) == .identifier, [".", "?."].contains(outline.text(end + 1)) {
      end += 2
    }
    if isCount(end), end > index + 1, let limit = number(index - 1), limit > 1 {
      return "\(limit) \(outline.text(index)) count"
    }
    return nil
  }
}
