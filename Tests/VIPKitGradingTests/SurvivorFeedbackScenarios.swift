import Foundation
import Testing
import VIPKitTestSupport

@testable import VIPKitGrading

/// Survivors that teach: a student with one honest test is graded, every test the feedback
/// suggests is appended to their file as it is, and the submission is graded again. The
/// appended tests must all build and pass on the reference scene, and kill at least 80% of
/// the mutants that survived. On the course's own exercises that grade tests (07 and 08, in
/// Swift Testing) and on the XCTest fixture course.
@Suite("Suggested tests catch the survivors", .serialized, .scenario(.grading))
struct SurvivorFeedbackScenarios {
  /// The one honest test of each weak submission, and the files beside it.
  static let weakSubmissions:
    [(exercise: String, target: String, file: String, test: String, spies: String?)] = [
      (
        "07-spies", "CheckoutTests", "CheckoutInteractorTests.swift",
        """
        import Testing

        @testable import Checkout

        @Suite("CheckoutInteractor")
        @MainActor
        struct CheckoutInteractorTests {
          @Test func emptyCart() {
            let interactor = CheckoutInteractor()
            let presenter = CheckoutPresentationLogicSpy()
            interactor.presenter = presenter
            interactor.placeOrder(request: .init(items: [], card: "4242", email: "a@b.c"))
            #expect(presenter.presentEmptyCartCallsCount == 1)
          }
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
          @Test("a score of 4 reads Strong")
          func strongLabel() {
            let presenter = PasswordStrengthPresenter()
            let view = PasswordStrengthDisplayLogicSpy()
            presenter.viewController = view
            presenter.presentStrength(score: 4, maximum: 4)
            #expect(view.displayStrengthReceivedViewModel?.label == "Strong")
          }
        }
        """, nil
      ),
    ]

  @Test(
    "each exercise that grades tests: the suggestions, appended unedited, kill 80% or more",
    arguments: weakSubmissions.map(\.exercise))
  func courseExercise(exercise: String) throws {
    let submission = try #require(Self.weakSubmissions.first { $0.exercise == exercise })
    let sandbox = try GradingSandbox()
    defer { sandbox.remove() }
    let tests = sandbox.root.appendingPathComponent(
      "student/\(exercise)/Tests/\(submission.target)")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    // The starter's file, as the student edits it.
    let file = tests.appendingPathComponent(submission.file)
    try submission.test.write(to: file, atomically: true, encoding: .utf8)
    // The spies the student generated (07's task), or those the exercise hands out (08's).
    let spies =
      submission.spies.map { GradingSandbox.kit.appendingPathComponent($0) }
      ?? GradingSandbox.kit.appendingPathComponent(
        "Exercises/\(exercise)/Tests/\(submission.target)/Spies.swift")
    try FileManager.default.copyItem(at: spies, to: tests.appendingPathComponent("Spies.swift"))

    let before = try Self.grade(sandbox, exercise: exercise)
    // Passing earns points in proportion to what the tests catch: some, not all.
    #expect(before.passing > 0 && before.passing < 40, "\(before.explanations)")
    #expect(!before.explanations.contains { $0.contains("fails on the reference") })
    #expect(before.survivors >= 5, "a weak submission leaves survivors: \(before.explanations)")
    let suggested = Self.suggestedTests(in: before.explanations)
    #expect(!suggested.isEmpty)
    var text = try String(contentsOf: file, encoding: .utf8)
    for code in suggested { text += "\n" + code + "\n" }
    try text.write(to: file, atomically: true, encoding: .utf8)

    let after = try Self.grade(sandbox, exercise: exercise)
    // Every appended test builds and passes on the reference, and they catch more.
    #expect(after.passing > before.passing, "\(after.explanations)")
    #expect(!after.explanations.contains { $0.contains("fails on the reference") })
    let killed = Double(before.survivors - after.survivors) / Double(before.survivors)
    #expect(killed >= 0.8, "\(before.survivors) → \(after.survivors): \(after.explanations)")
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
  static func grade(_ sandbox: GradingSandbox, exercise: String) throws -> (
    passing: Double, survivors: Int, explanations: [String]
  ) {
    let (code, _, errors) = sandbox.vipkit(
      [
        "grade", sandbox.root.appendingPathComponent("student").path,
        "--course", GradingSandbox.kit.path, "--exercise", String(exercise.prefix(2)),
        "--format", "json", "--output", sandbox.results.path,
      ] + GradingSandbox.classArguments)
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
    return (passing?["score"] as? Double ?? -1, survivors, explanations)
  }
}
