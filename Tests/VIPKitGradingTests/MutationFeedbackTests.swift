import Foundation
import Testing

@testable import VIPKitGrading
@testable import VIPKitMutation

/// Every error mutation testing can end with, and every finding about the tests, as the
/// student and the instructor read them: sentences, the test's own message, no Swift value.
@Suite("Mutation feedback in sentences")
struct MutationFeedbackTests {
  static let xctestOutput = """
    Test Suite 'All tests' started at 2026-11-27 09:00:00.000
    Test Case 'PasswordTests.testBehaves' started at 2026-11-27 09:00:00.001
    /tmp/vipkit/grade/ws/Tests/PasswordTests/PasswordTests.swift:12: error: PasswordTests.testBehaves : XCTAssertFalse failed - "mutant on"
    Test Case 'PasswordTests.testBehaves' failed (0.002 seconds)
    """
  static let swiftTestingOutput = """
    \u{1B}[1;31m✘\u{1B}[0m Test "reference behaves" recorded an issue at /tmp/vipkit/ws/Tests/P/P.swift:4:3: Expectation failed: !(on → true)
    ✘ Test "reference behaves" failed after 0.001 seconds with 1 issue.
    """

  static let failures: [(MutationRunner.Failure, mustSay: [String])] = [
    (
      .baselineFails(failingTests: ["PasswordTests.testBehaves"], output: xctestOutput),
      [
        "“PasswordTests.testBehaves”",
        #"PasswordTests.swift:12: XCTAssertFalse failed - "mutant on""#,
      ]
    ),
    (
      .baselineFails(failingTests: ["\"reference behaves\""], output: swiftTestingOutput),
      ["“reference behaves”", "P.swift:4:3: Expectation failed: !(on → true)"]
    ),
    (.baselineFails(failingTests: [], output: "Fatal error\n"), ["no single test could be named"]),
    (
      .input(
        "the package does not build",
        details: "/tmp/ws/Tests/T.swift:3:9: error: cannot find 'x' in scope\nmore"),
      ["the package does not build", "T.swift:3:9: error: cannot find 'x' in scope"]
    ),
    (.schema("mutant 3 (relational) is missing from the schema of A.swift"), ["VIPKit itself"]),
  ]

  @Test("what a student reads when mutation testing gives no score", arguments: 0..<5)
  func student(_ index: Int) {
    let (failure, mustSay) = Self.failures[index]
    let text = MutationFeedback.couldNotRun(failure).joined(separator: "\n")
    for piece in mustSay { #expect(text.contains(piece), "\(text)") }
    Self.expectSentences(text)
  }

  @Test(
    "what an instructor reads when a solution's mutation testing gives no score", arguments: 0..<5)
  func instructor(_ index: Int) {
    let (failure, mustSay) = Self.failures[index]
    let text = MutationFeedback.problem(failure)
    for piece in mustSay where !piece.hasPrefix("“") && !piece.contains("single test") {
      #expect(text.contains(piece), "\(text)")
    }
    Self.expectSentences(text)
  }

  @Test("tests that failed with nothing changed, flaky tests and hangs, each said once")
  func conduct() {
    var result = MutationRunner.Result(
      mutants: [], baselineSeconds: 0, seconds: 0, buildSeconds: 0, workdir: nil)
    result.selection.failedUnchanged = ["PasswordTests.PasswordTests/testBehaves"]
    result.unchangedMessages = [
      "PasswordTests.PasswordTests/testBehaves": ["PasswordTests.swift:12: XCTAssertFalse failed"]
    ]
    result.selection.flaky = ["PasswordTests.PasswordTests/testSlow"]
    result.selection.hungUnchanged = true
    let lines = MutationFeedback.conduct(result)
    #expect(lines.count == 3)
    #expect(lines[0].contains("“PasswordTests/testBehaves” failed in a run where the reference"))
    #expect(lines[0].contains("PasswordTests.swift:12: XCTAssertFalse failed"))
    #expect(lines[1].contains("“PasswordTests/testSlow” failed and passed on the same code"))
    #expect(lines[2].contains("time-outs earn no mutation points"))
    for line in lines { Self.expectSentences(line) }
  }

  @Test("a test is shown as the student wrote it, without its module")
  func display() {
    #expect(
      MutationFeedback.display("PasswordTests.PasswordTests/testWeak") == "PasswordTests/testWeak")
    #expect(MutationFeedback.display("PasswordTests.Suite/weak()") == "Suite/weak()")
    #expect(MutationFeedback.display("PasswordTests.weak()") == "weak()")
  }

  /// No Swift value or escape: not `baselineFails(`, `failingTests:`, `\"`, `\n` as text, or a
  /// terminal colour.
  static func expectSentences(
    _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for forbidden in [
      "baselineFails", "failingTests:", "output:", "input(", "schema(", "details:", "\\\"", "\\n",
      "\u{1B}", "Failure",
    ] {
      #expect(
        !text.contains(forbidden), "“\(forbidden)” in: \(text)", sourceLocation: sourceLocation)
    }
  }

  @Test("a survivor's feedback: words by default, the test with code, only a count with nothing")
  func suggestion() {
    let code = "@Test func catches() {\n  #expect(true)\n}"
    let words = "No test calls `Gate.open(age:)` with `age` set to 18 and checks `result`."
    let both = TestSuggestion(
      code: code, summary: "Check it.", framework: "swift-testing", verified: true, words: words)
    #expect(MutationFeedback.suggestion(both, showing: .words) == "\n" + words)
    #expect(
      MutationFeedback.suggestion(both, showing: .code)
        == "\nThis test catches it (it passes on the reference scene and fails on this mutant); "
        + "add it to your tests, or write your own that does the same:\n" + code)
    // No probe told them apart: what a test must do, in either choice.
    let unprobed = TestSuggestion(
      code: nil, summary: "Check it.", framework: "xctest", verified: false)
    #expect(MutationFeedback.suggestion(unprobed, showing: .code) == "\nTo catch it: Check it.")
    #expect(MutationFeedback.suggestion(unprobed, showing: .words) == "\nTo catch it: Check it.")
    #expect(MutationFeedback.suggestion(nil, showing: .words).isEmpty)

    let survivor = MutationFeedback.Survivor(
      location: "Gate.swift:3:12", operatorName: "boundary", diff: "age >= 18  →  age > 18",
      suggestion: both)
    let inWords = MutationFeedback.survivors([survivor], unshown: 2, showing: .words)
    #expect(inWords.count == 2)
    #expect(inWords[0].hasPrefix("A mutant survived at Gate.swift:3:12 (boundary)"))
    #expect(inWords[0].hasSuffix(words) && !inWords[0].contains("#expect"))
    #expect(inWords[1].hasPrefix("… and 2 more surviving mutants"))
    let counted = MutationFeedback.survivors([survivor], unshown: 2, showing: .nothing)
    #expect(counted.count == 1 && counted[0].hasPrefix("3 mutants survived"))
    #expect(!counted[0].contains("Gate.swift") && !counted[0].contains("age"))
  }

  @Test("the default shows the mutant as PIT and Stryker do: where, the change, its idea")
  func mutantLevel() {
    let words = "No test calls `Gate.open(age:)` with `age` set to 18 and checks `result`."
    let suggestion = TestSuggestion(
      code: "@Test func catches() {}", summary: "Check it.", framework: "swift-testing",
      verified: true, words: words, rungs: ["The input: `age` set to 18."])
    let survivors = (1...5).map { line in
      MutationFeedback.Survivor(
        location: "Gate.swift:\(line):12", operatorName: "boundary",
        diff: "age >= 18  →  age > 18", suggestion: suggestion)
    }
    let outcome = ExerciseGrader.MutationOutcome(score: 0.5, notes: [], survivors: survivors)
    let shown = outcome.explanation(.mutant, shown: 3)
    let text = shown.joined(separator: "\n")
    // At most the instructor's number, the rest counted; each with its place and change.
    #expect(shown.filter { $0.hasPrefix("A mutant survived") }.count == 3)
    #expect(text.contains("… and 2 more surviving mutants"))
    #expect(text.contains("Gate.swift:1:12 (boundary)") && text.contains("age >= 18  →  age > 18"))
    #expect(text.contains("A boundary has two sides"))
    // Never the input, what to look at, the value or the test: those are rungs.
    for given in ["set to", "checks `", "18 and", "@Test", "the reference leaves"] {
      #expect(!text.contains(given), "\(given) in: \(text)")
    }
    #expect(outcome.explanation(.mutant, shown: 0).filter { $0.hasPrefix("A mutant") }.isEmpty)
  }

  @Test("every operator has an idea, and no idea names a value", arguments: MutationOperators.names)
  func idea(operatorName: String) {
    let idea = MutationFeedback.idea(of: operatorName)
    #expect(idea != MutationFeedback.idea(of: "no-such-operator"), "\(operatorName)")
    #expect(idea.rangeOfCharacter(from: .decimalDigits) == nil && !idea.contains("`"))
  }
}
