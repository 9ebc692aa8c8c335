/// The `results.json` that Gradescope's autograder reads, as its specification defines it: a
/// `score`, and `tests` with `name`, `score`, `max_score`, `status`, `output` and
/// `visibility` (https://gradescope-autograders.readthedocs.io/en/latest/specs/).
package struct GradescopeResults: Encodable, Sendable {
  struct Test: Encodable, Sendable {
    var name: String
    var score: Double
    var maxScore: Double
    var status: String
    var output: String
    var visibility: String

    enum CodingKeys: String, CodingKey {
      case name, score
      case maxScore = "max_score"
      case status, output, visibility
    }
  }

  var score: Double
  var output: String
  var visibility: String
  var tests: [Test]

  /// One test per check, named `01 The VIP cycle › Wiring and memory › <test>`.
  package init(_ report: GradeReport) {
    score = Points.rounded(report.score)
    output =
      "\(Points.text(report.score)) / \(Points.text(report.maximum)) points."
      + (report.notes.isEmpty ? "" : "\n" + report.notes.joined(separator: "\n"))
    visibility = "visible"
    tests = report.exercises.flatMap { exercise in
      exercise.items.flatMap { item in
        item.checks.map { check in
          let compiler =
            exercise.compilerErrors.isEmpty
            ? [] : ["The compiler says:"] + exercise.compilerErrors
          return Test(
            name: "\(String(format: "%02d", exercise.number)) \(exercise.title) › \(item.title)"
              + (check.name == item.title ? "" : " › \(check.name)"),
            score: Points.rounded(check.score), maxScore: Points.rounded(check.maximum),
            status: check.passed ? "passed" : "failed",
            output: (check.explanation + compiler + exercise.notes).joined(separator: "\n"),
            visibility: "visible")
        }
      }
    }
  }
}
