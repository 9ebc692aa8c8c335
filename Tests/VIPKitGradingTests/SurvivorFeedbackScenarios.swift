import Foundation
import Testing
import VIPKitTestSupport

@testable import VIPKitGrading

/// Graded feedback that cannot be pasted back for points. A student whose tests check
/// nothing is graded; everything the feedback shows is pasted into their test file (the code
/// of any test it holds as code, every other line as a comment, as a script would) and the
/// submission graded again. With grading.json's default (`mutant`: where, what changed, its
/// idea) the score does not rise, and neither input nor value is shown; `words` adds them, on
/// the instructor's choice; with `--survivor-feedback code` the pasted tests build, pass on
/// the reference scene and kill the survivors shown: the switch works, and the code it shows
/// is right. The wrong scenes a suite that checks nothing lets through are named by what they
/// do. On the course's own exercises that grade tests (07 and 08, in Swift Testing); the
/// same switch in grading.json, in XCTest, is `XCTestCourseTests/studentXCTests`.
@Suite(
  "Graded feedback on survivors: the mutant by default, words or code on request", .serialized,
  .scenario(.grading))
struct SurvivorFeedbackScenarios {
  /// The empty tests of each submission (they check nothing), and the files beside them.
  static let emptySubmissions:
    [(exercise: String, target: String, file: String, test: String, spies: String?)] = [
      (
        "07-spies", "CheckoutTests", "CheckoutInteractorTests.swift",
        """
        import Testing

        @testable import Checkout

        @Suite("CheckoutInteractor")
        @MainActor
        struct CheckoutInteractorTests {
          @Test func placesAnOrder() {}
          @Test func refusesAnEmptyCart() {}
        }
        """, "Solutions/07-spies/Tests/CheckoutTests/Spies.swift"
      ),
      (
        "08-tests-that-bite", "PasswordStrengthTests", "PasswordStrengthTests.swift",
        """
        import Testing

        @testable import PasswordStrength

        @Suite("Password strength")
        @MainActor
        struct PasswordStrengthTests {
          @Test func scoresAPassword() {}
          @Test func labelsAScore() {}
        }
        """, nil
      ),
    ]

  @Test(
    "pasting the feedback in words earns nothing; pasting the code it shows on request does",
    arguments: emptySubmissions.map(\.exercise))
  func courseExercise(exercise: String) throws {
    let submission = try #require(Self.emptySubmissions.first { $0.exercise == exercise })
    let sandbox = try GradingSandbox()
    defer { sandbox.remove() }
    let tests = sandbox.root.appendingPathComponent(
      "student/\(exercise)/Tests/\(submission.target)")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    let file = tests.appendingPathComponent(submission.file)
    try submission.test.write(to: file, atomically: true, encoding: .utf8)
    // The spies the student generated (07's task), or those the exercise hands out (08's).
    let spies =
      submission.spies.map { GradingSandbox.kit.appendingPathComponent($0) }
      ?? GradingSandbox.kit.appendingPathComponent(
        "Exercises/\(exercise)/Tests/\(submission.target)/Spies.swift")
    try FileManager.default.copyItem(at: spies, to: tests.appendingPathComponent("Spies.swift"))

    // Tests that check nothing earn nothing; each survivor shown is a mutant and its idea.
    let empty = try Self.grade(sandbox, exercise: exercise)
    #expect(empty.total == 0, "\(empty.explanations)")
    #expect(empty.survivors >= 5, "\(empty.explanations)")
    let shownMutants = empty.explanations.filter { $0.hasPrefix("A mutant survived") }
    #expect(shownMutants.count == 3, "at most the default number: \(shownMutants)")
    #expect(
      !shownMutants.contains { $0.contains("No test calls") || $0.contains(" set to ") },
      "\(shownMutants)")
    // The wrong scenes it lets through, in words; no correct scene is rejected.
    #expect(empty.explanations.contains { $0.hasSuffix("passes all your tests.") })
    #expect(!empty.explanations.contains { $0.hasPrefix("A correct scene") })
    for line in empty.explanations {
      for code in ["#expect", "XCTAssert", "@Test", "func ", "let sut"] {
        #expect(!line.contains(code), "graded feedback shows code (\(code)): \(line)")
      }
    }
    let original = try String(contentsOf: file, encoding: .utf8)
    try (original + Self.pasted(empty.explanations)).write(
      to: file, atomically: true, encoding: .utf8)
    let pastedMutants = try Self.grade(sandbox, exercise: exercise)
    #expect(pastedMutants.total <= empty.total, "\(pastedMutants.explanations)")

    // The instructor's `words`: the input and the value, still no code.
    try original.write(to: file, atomically: true, encoding: .utf8)
    let inWords = try Self.grade(sandbox, exercise: exercise, survivorFeedback: "words")
    #expect(
      inWords.explanations.filter { $0.contains("No test calls ") }.count >= 2,
      "\(inWords.explanations)")

    // The instructor's switch: the same empty tests, the code shown, pasted, graded again.
    let shown = try Self.grade(sandbox, exercise: exercise, survivorFeedback: "code")
    #expect(shown.total == empty.total && shown.survivors == empty.survivors)
    let suggested = Self.suggestedTests(in: shown.explanations)
    #expect(suggested.count == 3, "\(shown.explanations)")
    try (original + Self.pasted(shown.explanations)).write(
      to: file, atomically: true, encoding: .utf8)
    let pastedCode = try Self.grade(sandbox, exercise: exercise)
    #expect(pastedCode.total > empty.total, "\(pastedCode.explanations)")
    #expect(!pastedCode.explanations.contains { $0.contains("fails on the reference") })
    #expect(
      empty.survivors - pastedCode.survivors >= suggested.count,
      "\(empty.survivors) → \(pastedCode.survivors): \(pastedCode.explanations)")
  }

  /// Everything feedback shows, pasted as a script would: each test it holds as code, and
  /// every other line as a comment.
  static func pasted(_ explanations: [String]) -> String {
    let tests = suggestedTests(in: explanations)
    var text = "\n"
    for explanation in explanations {
      let prose = tests.reduce(explanation) { $0.replacingOccurrences(of: $1, with: "") }
      text += prose.split(separator: "\n").map { "// \($0)\n" }.joined()
    }
    for code in tests { text += "\n" + code + "\n" }
    return text
  }

  @Test("08's README shows survivors that the starter's tests really leave")
  func starterSurvivorsInTheReadme() throws {
    let exercise = "08-tests-that-bite"
    let folder = GradingSandbox.kit.appendingPathComponent("Exercises/\(exercise)")
    let readme = try String(
      contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
    let shown = Self.readmeSurvivors(in: readme)
    #expect(shown.count >= 2, "the README's survivors block: \(shown)")

    // The starter's tests, the placeholder that fails on purpose deleted as the task says.
    let sandbox = try GradingSandbox()
    defer { sandbox.remove() }
    let tests = sandbox.root.appendingPathComponent(
      "student/\(exercise)/Tests/PasswordStrengthTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    let given = folder.appendingPathComponent("Tests/PasswordStrengthTests")
    let starter = try String(
      contentsOf: given.appendingPathComponent("PasswordStrengthTests.swift"), encoding: .utf8)
    let placeholder = try #require(starter.range(of: "  @Test(\"the tests bite\")"))
    try (String(starter[..<placeholder.lowerBound]) + "}\n").write(
      to: tests.appendingPathComponent("PasswordStrengthTests.swift"), atomically: true,
      encoding: .utf8)
    try FileManager.default.copyItem(
      at: given.appendingPathComponent("Spies.swift"),
      to: tests.appendingPathComponent("Spies.swift"))

    let graded = try Self.grade(sandbox, exercise: exercise)
    for survivor in shown {
      #expect(
        graded.explanations.contains {
          $0.hasPrefix("A mutant survived at \(survivor.location) (\(survivor.operatorName))")
            && $0.contains(survivor.diff)
        },
        "the README shows \(survivor), which the starter's tests do not leave: \(graded.explanations)"
      )
    }
  }

  /// The survivors a README's `vipkit:starter-survivors` block shows, as `vipkit mutate`
  /// prints them: `survived   FILE:LINE:COLUMN  OPERATOR  BEFORE  →  AFTER`.
  static func readmeSurvivors(in readme: String) -> [(
    location: String, operatorName: String, diff: String
  )] {
    guard let start = readme.range(of: "<!-- vipkit:starter-survivors:"),
      let end = readme.range(of: "<!-- vipkit:starter-survivors end -->")
    else { return [] }
    return readme[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard text.hasPrefix("survived") else { return nil }
      let fields = text.dropFirst("survived".count).trimmingCharacters(in: .whitespaces)
        .components(separatedBy: "  ")
      guard fields.count >= 3 else { return nil }
      return (fields[0], fields[1], fields.dropFirst(2).joined(separator: "  "))
    }
  }

  /// The tests in a grade's feedback, as they follow "… write your own that does the same:".
  static func suggestedTests(in explanations: [String]) -> [String] {
    let marker = "add it to your tests, or write your own that does the same:\n"
    return explanations.compactMap { explanation in
      explanation.range(of: marker).map { String(explanation[$0.upperBound...]) }
    }
  }

  /// Grades the sandbox's student on `exercise` with the kit as the course: the points for
  /// passing, the survivors counted, every explanation.
  static func grade(
    _ sandbox: GradingSandbox, exercise: String, survivorFeedback: String? = nil
  ) throws -> (
    passing: Double, survivors: Int, explanations: [String], total: Double
  ) {
    let (code, _, errors) = sandbox.vipkit(
      [
        "grade", sandbox.root.appendingPathComponent("student").path,
        "--course", GradingSandbox.kit.path, "--exercise", String(exercise.prefix(2)),
        "--format", "json", "--output", sandbox.results.path,
      ] + (survivorFeedback.map { ["--survivor-feedback", $0] } ?? [])
        + GradingSandbox.classArguments)
    #expect(code == .success || code == .checkFailed, "\(errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.results)) as? [String: Any])
    let items = (report["exercises"] as? [[String: Any]])?.first?["items"] as? [[String: Any]] ?? []
    let explanations = items.flatMap { $0["checks"] as? [[String: Any]] ?? [] }
      .flatMap { $0["explanation"] as? [String] ?? [] }
    var survivors = explanations.filter { $0.hasPrefix("A mutant survived") }.count
    for line in explanations where line.hasPrefix("… and ") {
      survivors += Int(line.dropFirst(6).prefix { $0.isNumber }) ?? 0
    }
    let passing = items.first { ($0["title"] as? String)?.hasPrefix("Your tests pass") == true }
    let total = items.reduce(0) { $0 + ($1["score"] as? Double ?? 0) }
    return (passing?["score"] as? Double ?? -1, survivors, explanations, total)
  }
}
