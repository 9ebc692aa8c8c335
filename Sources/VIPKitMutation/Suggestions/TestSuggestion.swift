/// The test that would have caught a surviving mutant, in the framework and style of the
/// target's tests: what Muter, PIT and Stryker leave to the reader (they show where the gap
/// is), written out.
///
/// Found by running, never guessed: the mutant's method is called with inputs around the
/// mutant (on and beside the boundaries its code names, each kind of string, each error a
/// neighbour may throw), once on the code as written and once with the mutant, and the first
/// input whose outcome differs becomes the test; what it expects is what the code as written
/// did. The test is then built into the tests and run: kept only if it passes on the code
/// and fails with the mutant.
package struct TestSuggestion: Sendable, Hashable, Codable {
  /// The test, ready to paste into a file of the target's tests; nil when no input was found.
  package var code: String?
  /// What a test must do to catch it, in one sentence.
  package var summary: String
  /// Which behaviour no test checks, with the input that shows it and what the reference and
  /// the mutant do there (`SurvivorWords`); nil when no probe told them apart. Graded
  /// feedback shows this by default: it teaches without a line to paste.
  package var words: String?
  /// The same as `words`, one step at a time (the input, what to look at, the values): the
  /// rungs of a student's ladder (`vipkit watch`'s `m`), before the test itself.
  package var rungs: [String]?
  /// `swift-testing` or `xctest`: the framework `code` is written for.
  package var framework: String
  /// Whether `code` was built and run: it passes on the code as written and fails with the
  /// mutant.
  package var verified: Bool

  package init(
    code: String?, summary: String, framework: String, verified: Bool, words: String? = nil,
    rungs: [String]? = nil
  ) {
    self.code = code
    self.summary = summary
    self.words = words
    self.rungs = rungs
    self.framework = framework
    self.verified = verified
  }

  /// The suggestion as the text report shows it under its survivor.
  var textLines: [String] {
    guard let code else { return ["To catch it: \(summary)"] }
    return ["This test catches it (checked: it passes on the code, fails with the mutant):"]
      + code.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
  }

  /// What a removal took out of its line: `guard x else { fatal() }  →  guard x else {
  /// (removed) }` took `fatal()` (the line before, less what stands before and after
  /// `(removed)`).
  static func removed(_ diff: String) -> String {
    let sides = diff.components(separatedBy: "  →  ")
    guard sides.count == 2, let marker = sides[1].range(of: "(removed)") else { return diff }
    let (before, after) = (sides[0], sides[1])
    let prefix = after[..<marker.lowerBound]
    let suffix = after[marker.upperBound...]
    guard before.hasPrefix(prefix), before.hasSuffix(suffix),
      before.count >= prefix.count + suffix.count
    else { return before }
    return String(before.dropFirst(prefix.count).dropLast(suffix.count))
  }

  /// Whether a call is one of the standard library's assertions (`assert`, `precondition`,
  /// their failures, `dispatchPrecondition`).
  static func isAssertion(_ call: String) -> Bool {
    let name = call.drop { $0 == " " }.prefix { $0.isLetter }
    return [
      "assert", "assertionFailure", "precondition", "preconditionFailure",
      "dispatchPrecondition",
    ].contains(String(name))
  }

  /// What a test must cause, by operator, for when no test could be written.
  static func summary(for mutant: Mutant, method: String?) -> String {
    let place = method ?? "the code at line \(mutant.location.line)"
    let before = mutant.diff.components(separatedBy: "  →  ").first ?? mutant.diff
    switch mutant.operatorName {
    case "relational", "boundary":
      return "Call \(place) with inputs on the boundary of `\(before)`: one where it just "
        + "holds and one just beside it, and check the outcome of each."
    case "logical-connector":
      return "Call \(place) with an input where one side of the condition in `\(before)` holds "
        + "and the other does not, and check the outcome."
    case "negated-condition", "swapped-ternary":
      return "Call \(place) once for each branch of `\(before)` and check each outcome."
    case "boolean-literal":
      return "Check the flag \(place) passes on or returns in `\(before)`."
    case "arithmetic":
      return "Check the number \(place) computes in `\(before)`, with inputs that are neither 0 "
        + "nor 1, so that + and -, * and / give different results."
    case "removed-call" where isAssertion(removed(mutant.diff)):
      // A test cannot break an assertion's condition without stopping its own process, on the
      // code as it is: no test can tell the call is gone.
      return
        "`\(removed(mutant.diff))` is an assertion: a test that broke its condition would stop the test "
        + "process on the code as it is, so no test can notice it is gone. If what it guards "
        + "matters to callers, make the code report it another way (a thrown error, a nil) and "
        + "test that; else mark the line `// vipkit:disable-next-line` and say why."
    case "removed-call":
      return "Check that \(place) makes the call `\(before)`: a spy's CallsCount and the "
        + "arguments it received."
    case "string-literal":
      return "Check the exact text \(place) produces in `\(before)`."
    case "return-value":
      return "Check the value \(place) returns in `\(before)`."
    case MutationOperators.weakToStrong:
      return "Check that `\(before)` does not keep its object alive: set it, let the object "
        + "go, and expect nil (assertWeak does this)."
    default:
      return "Write a test of \(place) whose outcome changes when `\(before)` changes."
    }
  }
}
