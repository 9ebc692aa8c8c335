import VIPKitSyntax

/// VIP014: a closure captures `unowned`. A completion, a callback or a task can run after the
/// object it captured is gone (the network answers after the user left the screen, a screen
/// still on the stack reports a tap after its coordinator was let go); `unowned` then stops
/// the app where `weak` would have read `nil`.
struct UnownedCapture: Rule {
  let info = RuleInfo(
    id: "VIP014", name: "UnownedCapture",
    reason: "an unowned capture: a closure that runs after the object is gone crashes the app",
    fix: "Capture it weakly, [weak self], and return when it is gone: guard let self else "
      + "{ return }.",
    exercise: "Exercises/04-memory")

  func check(_ file: CheckedFile) -> [Finding] {
    var findings: [Finding] = []
    for type in file.judgedTypes {
      for index in type.ownTokens where Self.isUnownedCapture(file.outline, index) {
        let captured = Self.capturedName(file.outline, after: index)
        findings.append(
          file.finding(
            info, at: index,
            "\(type.name) captures \(captured) unowned in a closure: if the closure runs after "
              + "\(captured == "self" ? "the \(type.name)" : captured) is gone (an answer that "
              + "comes after the user left), the app crashes instead of doing nothing",
            fix: "Capture it weakly, [weak \(captured)], and return when it is gone: "
              + "guard let \(captured) else { return }."))
      }
    }
    return CheckedFile.onePerLine(findings)
  }

  /// Whether `index` is `unowned` inside a closure's capture list: `{ [unowned self] in`,
  /// `{ [weak a, unowned(unsafe) b] x in`. A stored `unowned var` is not a capture.
  static func isUnownedCapture(_ outline: SwiftOutline, _ index: Int) -> Bool {
    guard outline.kind(index) == .identifier, outline.text(index) == "unowned" else {
      return false
    }
    // Back to the list's `[` over the captures before this one, which must open a closure.
    var position = index - 1
    var steps = 0
    while position > 0, steps < 64 {
      let text = outline.text(position)
      if text == "[" { return outline.text(position - 1) == "{" }
      if ["{", "}", "]", ";", "(", ")"].contains(text) || text == "var" || text == "let" {
        return false
      }
      position -= 1
      steps += 1
    }
    return false
  }

  /// `self` for `unowned self`, `presenter` for `unowned(unsafe) presenter = …`.
  static func capturedName(_ outline: SwiftOutline, after index: Int) -> String {
    var position = index + 1
    if outline.text(position) == "(" {
      while position < outline.tokens.count, outline.text(position) != ")" { position += 1 }
      position += 1
    }
    let name = outline.text(position)
    return name.isEmpty ? "self" : name
  }
}
