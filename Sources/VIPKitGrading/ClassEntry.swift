import Foundation

/// One student's line of the class: what the gradebook and the summary need, kept next to
/// the student's reports (`entry.json`) so a resumed run reads it instead of grading again.
package struct ClassEntry: Codable, Sendable, Equatable {
  package struct Exercise: Codable, Sendable, Equatable {
    package var number: Int
    package var title: String
    package var score: Double
    package var maximum: Double
    /// The rubric items that lost points.
    package var lost: [String]
    /// `graded`, `missing` or `does-not-compile`.
    package var status: String
  }

  package var key: String
  package var id: String
  package var name: String
  package var email: String
  /// The submission's fingerprint when it was graded: unchanged, `--resume` skips it.
  package var fingerprint: String
  package var exercises: [Exercise]
  package var score: Double
  package var maximum: Double
  /// Why the grading of this student needs a look: hostile code, a broken or empty
  /// submission, a grading error. Empty when nothing was out of the ordinary.
  package var problems: [String]

  /// The name of the file a finished student's folder holds, written last.
  static let fileName = "entry.json"

  /// The entry in a student's output `folder`, if grading finished there.
  static func read(from folder: URL) -> ClassEntry? {
    guard
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path)
    else { return nil }
    return try? JSONDecoder().decode(ClassEntry.self, from: data)
  }

  init(
    _ student: ClassRoster.Student, fingerprint: String, report: GradeReport
  ) {
    key = student.key
    id = student.id
    name = student.name
    email = student.email
    self.fingerprint = fingerprint
    exercises = report.exercises.map { exercise in
      Exercise(
        number: exercise.number, title: exercise.title, score: Points.rounded(exercise.score),
        maximum: Points.rounded(exercise.maximum),
        lost: exercise.items.filter { $0.score < $0.maximum }.map {
          "\(exercise.title) › \($0.title)"
        },
        status: exercise.status.rawValue)
    }
    score = Points.rounded(report.score)
    maximum = Points.rounded(report.maximum)
    var problems: [String] = []
    if report.exercises.allSatisfy({ $0.status == .missing }) {
      problems.append("the submission holds no exercise")
    }
    let broken = report.exercises.filter { $0.status == .doesNotCompile }.map(\.title)
    if !broken.isEmpty { problems.append("does not compile: " + broken.joined(separator: ", ")) }
    // The grader's own notes are about the run (files changed, code that reached too far).
    problems += report.notes.filter { $0.hasPrefix("While the student's code ran") }
    let crashes = report.exercises.flatMap(\.items).flatMap(\.checks).flatMap(\.explanation)
      .filter(TestRunner.reportsAbnormalEnd)
    if let first = crashes.first?.split(separator: "\n").first {
      problems.append("\(crashes.count) test(s) ended abnormally, first: \(first)")
    }
    self.problems = problems
  }

  /// A student whose grading failed before any report: every point lost, the reason kept.
  init(
    _ student: ClassRoster.Student, fingerprint: String, failure: String,
    plan: [(Int, String, Double)]
  ) {
    key = student.key
    id = student.id
    name = student.name
    email = student.email
    self.fingerprint = fingerprint
    exercises = plan.map {
      Exercise(number: $0.0, title: $0.1, score: 0, maximum: $0.2, lost: [], status: "missing")
    }
    score = 0
    maximum = Points.rounded(plan.reduce(0) { $0 + $1.2 })
    problems = [failure]
  }
}
