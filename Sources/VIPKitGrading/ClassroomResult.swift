import Foundation

/// What GitHub Classroom's autograding reporter reads from a runner's `result` output
/// (base64 of this JSON, version 3): each test's name, status and score, and the runner's
/// maximum. `vipkit grade --classroom` writes it into `$GITHUB_OUTPUT`.
package struct ClassroomResult: Encodable, Sendable {
  struct Test: Encodable, Sendable {
    var name: String
    var status: String
    var score: Double
  }

  let version = 3
  var status: String
  var tests: [Test]
  var maxScore: Double

  enum CodingKeys: String, CodingKey {
    case version, status, tests
    case maxScore = "max_score"
  }

  package init(_ report: GradeReport) {
    tests = report.exercises.flatMap { exercise in
      exercise.items.map { item in
        Test(
          name: String(format: "%02d", exercise.number) + " \(exercise.title) › \(item.title)",
          status: item.score >= item.maximum ? "pass" : "fail", score: Points.rounded(item.score))
      }
    }
    maxScore = Points.rounded(report.maximum)
    status = tests.allSatisfy { $0.status == "pass" } ? "pass" : "fail"
  }
}
