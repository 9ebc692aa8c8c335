import Foundation
import VIPKitCore
import VIPKitMutation

/// What a student reads about mutation testing of their tests, in sentences: what happened,
/// what it means for the grade, and what to do, with the test's own message where there is
/// one. No Swift value, escape or internal name reaches the page.
package enum MutationFeedback {
  /// A surviving mutant as the grade keeps it: where, which operator, the change, and what
  /// the probe runs found (the test that catches it, and the same in words).
  struct Survivor: Codable, Sendable, Equatable {
    var location: String
    var operatorName: String
    var diff: String
    var suggestion: TestSuggestion?
  }

  /// The survivors as the student reads them: by default the mutant and the idea it tests
  /// (`SurvivorFeedback.mutant`); in words (which behaviour no test checks, what the
  /// reference does there) or with the code of a test only where the instructor chose it;
  /// or only how many survived.
  static func survivors(_ survivors: [Survivor], unshown: Int, showing: SurvivorFeedback)
    -> [String]
  {
    guard !survivors.isEmpty else { return [] }
    if showing == .nothing {
      let count = survivors.count + unshown
      return [
        "\(count) mutant\(count == 1 ? "" : "s") survived: your tests still passed with the "
          + "reference changed in \(count == 1 ? "that place" : "those places"). Run `vipkit "
          + "mutate` on your own copy to see where, and write tests that notice."
      ]
    }
    let more =
      unshown > 0
      ? [
        "… and \(unshown) more surviving mutant\(unshown == 1 ? "" : "s"): run `vipkit mutate` "
          + "on your own copy to see \(unshown == 1 ? "it" : "them")."
      ] : []
    guard showing != .mutant else {
      return survivors.map { survivor in
        "A mutant survived at \(survivor.location) (\(survivor.operatorName)): no test failed "
          + "when the code was changed like this:\n\(survivor.diff)\n"
          + idea(of: survivor.operatorName)
      } + more + [ladder]
    }
    return survivors.map { survivor in
      "A mutant survived at \(survivor.location) (\(survivor.operatorName)): no test failed "
        + "when the code was changed like this:\n\(survivor.diff)"
        + suggestion(survivor.suggestion, showing: showing)
    } + more
  }

  /// Where a student who is stuck on a survivor finds more, one step at a time.
  static let ladder =
    "Ask which input makes the two versions answer differently, and what a test must look at "
    + "to see it. Stuck after trying? Press m in `vipkit watch`: each press on the same "
    + "survivor gives one more step (the input, what to look at, the values)."

  /// The idea a mutant's operator tests: what kind of behaviour a test that notices it
  /// checks, never which input or value.
  package static func idea(of operatorName: String) -> String {
    switch operatorName {
    case "relational", "boundary":
      "A boundary has two sides: a test on each side of it tells the two conditions apart."
    case "logical-connector":
      "A condition of two parts needs a case where one part holds and the other does not."
    case "negated-condition", "swapped-ternary":
      "Each branch of a decision is a behaviour of its own, with an outcome to check."
    case "boolean-literal":
      "A flag the code passes on is a value the user depends on: check it, not only the call."
    case "arithmetic", "compound-assignment", "unary":
      "A number the code computes is a value to check, with inputs for which the two "
        + "computations differ."
    case "removed-call":
      "A call the scene must make is a behaviour: a test sees whether it happened, and with what."
    case "argument":
      "What is passed on matters, not only that a call was made."
    case "string-literal":
      "A text the user reads is part of the behaviour: check it exactly."
    case "return-value":
      "What a function gives back is a value to check."
    case MutationOperators.weakToStrong:
      "Memory is behaviour too: a reference that must not keep its object alive can be tested "
        + "by letting the object go."
    default:
      "Some test should fail when the code changes here."
    }
  }

  /// What follows a survivor's diff: in words, which behaviour to check; with `.code`, the
  /// test that catches it, checked on the reference scene and on the mutant.
  static func suggestion(_ suggestion: TestSuggestion?, showing: SurvivorFeedback) -> String {
    guard let suggestion else { return "" }
    if showing == .code, let code = suggestion.code {
      return "\nThis test catches it (it passes on the reference scene and fails on this "
        + "mutant); add it to your tests, or write your own that does the same:\n\(code)"
    }
    return "\n" + (suggestion.words ?? "To catch it: \(suggestion.summary)")
  }

  /// Why mutation testing gave no score.
  static func couldNotRun(_ failure: MutationRunner.Failure) -> [String] {
    switch failure {
    case .baselineFails(let tests, let output):
      guard !tests.isEmpty else {
        return [
          "Mutation testing ran your tests on the unchanged reference and they did not pass, "
            + "though no single test could be named (the run crashed or hung): no mutation "
            + "points. A test must pass or fail because of what the code does, however and "
            + "wherever it runs."
        ]
      }
      return tests.map { test in
        sentence(
          "Your test \(quoted(test)) passed when your tests were graded, but failed every "
            + "time mutation testing ran it on the unchanged reference: so it fails for a "
            + "reason other than the code, and none of your tests could earn mutation points. "
            + "Make it depend only on what the code does.",
          messages: TestLibrary.failureMessages(of: test, in: output))
      }
    case .input(let message, let details):
      let first = details.split(separator: "\n").first.map {
        " The first problem: \(TestLibrary.withoutFolders($0))."
      }
      return [
        "Mutation testing could not run: \(plain(message)).\(first ?? "") Your tests must "
          + "compile and run with the exercise's code as it is handed out."
      ]
    case .schema:
      return [
        "Mutation testing could not run because of a problem in VIPKit itself, not in your "
          + "work: tell your instructor, who can grade this part by hand."
      ]
    }
  }

  /// Why mutation testing of a solution gave no score, for the instructor who verifies a
  /// course: one line, with the failing tests and what they said.
  static func problem(_ failure: MutationRunner.Failure) -> String {
    switch failure {
    case .baselineFails(let tests, let output):
      let said = tests.flatMap { TestLibrary.failureMessages(of: $0, in: output, limit: 1) }
      return "mutation testing could not start: the solution's tests fail on the unchanged "
        + "reference (\(tests.isEmpty ? "no test named" : tests.joined(separator: ", ")))"
        + (said.isEmpty ? "" : ": " + said.joined(separator: "; "))
    case .input(let message, let details):
      let first = details.split(separator: "\n").first.map { ": " + TestLibrary.withoutFolders($0) }
      return "mutation testing could not run: \(plain(message))\(first ?? "")"
    case .schema(let message):
      return "mutation testing could not run, a problem in VIPKit itself: \(plain(message))"
    }
  }

  /// What the run found about the tests themselves: tests that failed with nothing changed,
  /// flaky ones, a suite that hangs.
  static func conduct(_ result: MutationRunner.Result) -> [String] {
    var lines: [String] = []
    for test in result.selection.failedUnchanged ?? [] {
      lines.append(
        sentence(
          "Your test \(quoted(display(test))) failed in a run where the reference code was not "
            + "changed at all: it reacts to how it is run (its environment, files, timing or "
            + "order), not to what the code does. Its failures earn no mutation points.",
          messages: result.unchangedMessages[test] ?? []))
    }
    for test in result.selection.flaky ?? [] {
      lines.append(
        "Your test \(quoted(display(test))) failed and passed on the same code: it is flaky, "
          + "so its failures earn no mutation points. Look for a wait that is too short, or a "
          + "test that relies on another one running first.")
    }
    if result.selection.hungUnchanged == true {
      lines.append(
        "Your tests hung in a run where the reference code was not changed at all, so a "
          + "hang says nothing about a mutant: time-outs earn no mutation points. Look for a "
          + "test that waits for something the code under test does not do.")
    }
    return lines
  }

  /// `PasswordStrengthTests.PasswordStrengthTests/testWeak` as `PasswordStrengthTests/testWeak`,
  /// `PasswordStrengthTests.weak()` as `weak()`: the test as the student wrote it, without
  /// the module.
  static func display(_ id: String) -> String {
    guard let slash = id.firstIndex(of: "/") else {
      // A Swift Testing function outside any suite: `CounterTests.behaves()`.
      guard let dot = id.firstIndex(of: "."), id[..<dot].allSatisfy({ $0 != "(" }) else {
        return id
      }
      return String(id[id.index(after: dot)...])
    }
    let type = id[..<slash].split(separator: ".").last ?? ""
    return "\(type)\(id[slash...])"
  }

  private static func quoted(_ name: String) -> String {
    "“\(name.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))”"
  }

  /// A message that may begin in lower case and end without a full stop.
  private static func plain(_ message: String) -> String {
    var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
    while text.hasSuffix(".") { text.removeLast() }
    return text
  }

  private static func sentence(_ text: String, messages: [String]) -> String {
    guard !messages.isEmpty else { return text }
    return text + " It said:\n" + messages.map { "  " + $0 }.joined(separator: "\n")
  }
}
