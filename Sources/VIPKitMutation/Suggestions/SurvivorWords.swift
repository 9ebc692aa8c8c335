/// A survivor's feedback in words: which behaviour no test checks, with the input that shows
/// it and what the reference and the mutant do there, from the same probe runs as the
/// suggested test. It names what to call and what to check, but holds no line of a test: a
/// student who pastes it into a test file gains nothing, and still has a test to write.
enum SurvivorWords {
  /// "No test calls `T.m(x:)` with `x.count` set to 8 and checks `result`: the reference
  /// gives 1 there; with `a >= 8` made `a > 8`, 0."
  static func sentence(mutant: Mutant, plan: SurvivorPlan, finding: TestSuggester.Finding)
    -> String
  {
    let call = "`\(plan.typeName).\(plan.methodName)`"
    let given = finding.inputs.isEmpty ? "" : " with " + inputs(finding.inputs)
    let change = changeWords(mutant)
    guard !finding.mutated.isEmpty else {
      return "No test calls \(call)\(given) and checks what it does: there the reference "
        + "finishes, but \(change) the call crashes or never ends."
    }
    let reference = Dictionary(finding.reference.map { ($0.path, $0.value) }) { first, _ in first }
    let shown = Array(finding.mutated.prefix(2))
    let checks = shown.map { "`\($0.path)`" }.joined(separator: " and ")
    let before = shown.map { reference[$0.path] ?? "nothing" }.joined(separator: " and ")
    let after = shown.map(\.value).joined(separator: " and ")
    var text =
      "No test calls \(call)\(given) and checks \(checks): the reference leaves "
      + "\(before) there; \(change), \(after)."
    if let beside = finding.beside, let first = shown.first,
      let value = beside.reference.first(where: { $0.path == first.path })?.value
    {
      let there = beside.inputs.isEmpty ? "" : ", with " + inputs(beside.inputs)
      text += " Just beside it\(there), the reference leaves \(value): a boundary has two sides."
    }
    return text
  }

  /// The same finding as `sentence`, one step at a time, for a ladder a student climbs on
  /// request: which call and input show the mutant, what to look at after it, and what the
  /// reference and the mutant leave there. Each rung adds one thing the student would
  /// otherwise have had to work out.
  static func rungs(mutant: Mutant, plan: SurvivorPlan, finding: TestSuggester.Finding)
    -> [String]
  {
    let call = "`\(plan.typeName).\(plan.methodName)`"
    let given = finding.inputs.isEmpty ? "" : " with " + inputs(finding.inputs)
    var rungs = ["The input that shows it: call \(call)\(given)."]
    guard !finding.mutated.isEmpty else {
      rungs.append(
        "What to look at: that the call finishes. With the mutant it crashes or never ends.")
      return rungs
    }
    let reference = Dictionary(finding.reference.map { ($0.path, $0.value) }) { first, _ in first }
    let shown = Array(finding.mutated.prefix(2))
    rungs.append(
      "What to look at after it: " + shown.map { "`\($0.path)`" }.joined(separator: " and ") + ".")
    var value =
      "What the reference leaves there: "
      + shown.map { reference[$0.path] ?? "nothing" }.joined(separator: " and ") + "; "
      + changeWords(mutant) + ", " + shown.map(\.value).joined(separator: " and ") + "."
    if let beside = finding.beside, let first = shown.first,
      let other = beside.reference.first(where: { $0.path == first.path })?.value
    {
      let there = beside.inputs.isEmpty ? "" : ", with " + inputs(beside.inputs)
      value += " Just beside it\(there), \(other)."
    }
    rungs.append(value)
    return rungs
  }

  /// A weak reference made strong: what a test must let go of, and what it then expects.
  static func weakReference(mutant: Mutant) -> String {
    let before = mutant.diff.components(separatedBy: "  →  ").first ?? mutant.diff
    let words = before.split(whereSeparator: { " :(".contains($0) })
    let property =
      words.firstIndex { $0 == "var" || $0 == "let" }
      .flatMap { words.index(after: $0) < words.endIndex ? words[words.index(after: $0)] : nil }
      .map { "`\($0)`" } ?? "the reference"
    let type = mutant.file.split(separator: "/").last.map {
      $0.replacingOccurrences(of: ".swift", with: "")
    }
    let owner = type.map { " of \($0)" } ?? ""
    return "No test lets go of what \(property)\(owner) points at and checks that it is then "
      + "nil: with `weak` removed it keeps that object alive (in a scene, a retain cycle), "
      + "and every test still passes."
  }

  /// `request.password` set to "abcdefgh" (8 characters), and ….
  private static func inputs(_ inputs: [(name: String, value: String)]) -> String {
    inputs.map { "`\($0.name)` set to \($0.value)" }.joined(separator: " and ")
  }

  /// "with `a >= 8` made `a > 8`": the mutant, as the change it makes, the words around it
  /// kept and the rest of the line left out.
  static func changeWords(_ mutant: Mutant) -> String {
    let parts = mutant.diff.components(separatedBy: "  →  ")
    guard parts.count == 2 else { return "with this mutant" }
    let (before, after) = (Array(parts[0]), Array(parts[1].trimmingCharacters(in: .whitespaces)))
    if after.isEmpty { return "with `\(parts[0])` removed" }
    var start = 0
    while start < min(before.count, after.count), before[start] == after[start] { start += 1 }
    var end = 0
    while end < min(before.count, after.count) - start,
      before[before.count - 1 - end] == after[after.count - 1 - end]
    {
      end += 1
    }
    // One word of the line on each side of the change: `cost >= 500`, not `>=`.
    func word(before index: Int, in text: [Character]) -> Int {
      var index = index
      while index > 0, text[index - 1] != " " { index -= 1 }
      while index > 0, text[index - 1] == " " { index -= 1 }
      while index > 0, text[index - 1] != " " { index -= 1 }
      return index
    }
    func word(after index: Int, in text: [Character]) -> Int {
      var index = index
      while index < text.count, text[index] != " " { index += 1 }
      while index < text.count, text[index] == " " { index += 1 }
      while index < text.count, text[index] != " " { index += 1 }
      return index
    }
    let from = word(before: start, in: before)
    let old = snippet(
      String(before[from..<word(after: before.count - end, in: before)]),
      middle: String(before[start..<max(start, before.count - end)]))
    let new = snippet(
      String(after[from..<word(after: after.count - end, in: after)]),
      middle: String(after[start..<max(start, after.count - end)]))
    return "with `\(old)` made `\(new)`"
  }

  /// The change with a word of context, cut where it would leave a bracket open: `score >= 2`
  /// rather than `score >= 2)`; just the change (`&&`) where no cut closes them.
  static func snippet(_ text: String, middle: String) -> String {
    var text = text.trimmingCharacters(in: .whitespaces)
    while let last = text.last, ",;{".contains(last) {
      text.removeLast()
      text = text.trimmingCharacters(in: .whitespaces)
    }
    func balanced(_ text: String) -> Bool {
      var depth = 0
      for character in text {
        if "([".contains(character) { depth += 1 }
        if ")]".contains(character) { depth -= 1 }
        if depth < 0 { return false }
      }
      return depth == 0
    }
    while !balanced(text), let last = text.last, ")]".contains(last) { text.removeLast() }
    if balanced(text) { return text }
    let bare = middle.trimmingCharacters(in: .whitespaces)
    return bare.isEmpty ? text : bare
  }
}
