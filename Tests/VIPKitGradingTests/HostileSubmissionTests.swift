import Foundation
import Testing
import VIPKitCLI
import VIPKitCore

@testable import VIPKitGrading

/// Every scenario in Fixtures/Submissions is graded through the command line against the
/// one-exercise course in Fixtures/Course, and must give the score and the explanation its
/// expected.json names, with the grader unharmed: the course as it was, the submission
/// untouched, the real report in the results file, no process left behind.
@Suite("Hostile and broken submissions", .serialized)
struct HostileSubmissionTests {
  static let scenarios =
    ((try? FileManager.default.contentsOfDirectory(
      atPath: GradingSandbox.fixtures.appendingPathComponent("Submissions").path)) ?? []).sorted()

  @Test("every scenario of the issue has its fixture")
  func scenariosExist() {
    #expect(
      Set(Self.scenarios).isSuperset(of: [
        "compile-error", "correct", "crash-in-one-test", "exit-early", "fake-output",
        "infinite-loop", "missing", "odd-files", "output-flood", "writes-outside",
      ]))
  }

  @Test("the scenario gets its expected grade", arguments: scenarios)
  func scenario(_ name: String) throws {
    let sandbox = try GradingSandbox()
    defer { sandbox.remove() }
    let submission = try sandbox.copySubmission(name)
    if name == "odd-files" { try sandbox.addOddFiles(to: submission) }
    let submitted = try GradingSandbox.files(under: submission)
    let expected = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: GradingSandbox.fixtures.appendingPathComponent(
            "Submissions/\(name)/expected.json"))) as? [String: Any])
    let before = try sandbox.courseFiles()

    let (code, _, errors) = sandbox.vipkit([
      "grade", submission.path, "--course", sandbox.course.path, "--format", "json",
      "--output", sandbox.results.path, "--timeout", "5",
    ])
    #expect(code == .success, "\(errors)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.results)) as? [String: Any])
    let exercise = try #require((report["exercises"] as? [[String: Any]])?.first)

    #expect(exercise["score"] as? Double == expected["score"] as? Double, "\(exercise)")
    #expect(exercise["status"] as? String == expected["status"] as? String)
    let checks = (exercise["items"] as? [[String: Any]] ?? []).flatMap {
      $0["checks"] as? [[String: Any]] ?? []
    }
    if exercise["status"] as? String == "graded" {
      let failing = checks.filter { $0["passed"] as? Bool == false }.compactMap {
        $0["name"] as? String
      }
      #expect(Set(failing) == Set(expected["failing"] as? [String] ?? []), "\(checks)")
    }
    let explanations = checks.flatMap { $0["explanation"] as? [String] ?? [] }
    expectContains(explanations, expected["explanationsContain"])
    expectContains(exercise["compilerErrors"], expected["compilerErrorsContain"])
    expectContains(report["notes"], expected["notesContain"])
    expectContains(exercise["notes"], expected["exerciseNotesContain"])

    // The grader is unharmed: the course as it was, the submission untouched, nothing running.
    #expect(try sandbox.courseFiles() == before)
    #expect(try GradingSandbox.files(under: submission) == submitted)
    #expect(GradingSandbox.processes(mentioning: sandbox.course.path).isEmpty)
  }

  private func expectContains(
    _ texts: Any?, _ wanted: Any?, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let text = (texts as? [String] ?? []).joined(separator: "\n")
    for piece in wanted as? [String] ?? [] {
      #expect(text.contains(piece), "no “\(piece)” in: \(text)", sourceLocation: sourceLocation)
    }
  }
}
