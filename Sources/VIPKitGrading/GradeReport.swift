import Foundation

/// The grade of one submission: per exercise, per rubric item, per check, with what was lost
/// and why. It is what every output format renders; `--format json` encodes it as it is.
package struct GradeReport: Sendable, Encodable, Equatable {
  /// The JSON schema's version (Docs/json-output.md).
  package var version = 1
  /// The submission's folder, as given.
  package var submission: String
  package var exercises: [ExerciseGrade]
  /// About the run as a whole (what the host should know), not about one exercise.
  package var notes: [String] = []

  package init(submission: String, exercises: [ExerciseGrade], notes: [String] = []) {
    self.submission = submission
    self.exercises = exercises
    self.notes = notes
  }

  package var score: Double { exercises.reduce(0) { $0 + $1.score } }
  package var maximum: Double { exercises.reduce(0) { $0 + $1.maximum } }
  /// The score as a percentage of the maximum (100 when nothing is graded).
  package var percent: Double { maximum > 0 ? score / maximum * 100 : 100 }

  enum CodingKeys: String, CodingKey {
    case version, submission, exercises, notes, score, maximum, percent
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(submission, forKey: .submission)
    try container.encode(exercises, forKey: .exercises)
    try container.encode(notes, forKey: .notes)
    try container.encode(Points.rounded(score), forKey: .score)
    try container.encode(Points.rounded(maximum), forKey: .maximum)
    try container.encode(Points.rounded(percent), forKey: .percent)
  }
}

/// One exercise's grade.
package struct ExerciseGrade: Sendable, Encodable, Equatable {
  package enum Status: String, Sendable, Encodable {
    /// Built and tested: the items say how it went.
    case graded
    /// The submission has no folder for the exercise.
    case missing
    /// The student's code does not compile: every point is lost, the errors say why.
    case doesNotCompile = "does-not-compile"
  }

  package var number: Int
  /// `01-the-vip-cycle`.
  package var name: String
  package var title: String
  package var status: Status
  package var items: [ItemGrade]
  /// The compiler's errors, when the code does not compile.
  package var compilerErrors: [String] = []
  /// What the grader left out of the submission, and other things the student should know.
  package var notes: [String] = []
  /// The compiler's warnings (they cost nothing, but `vipkit verify` wants none in the course).
  package var warnings: [String] = []
  /// Where the rubric and the official tests disagree: a test no item counts, a name that
  /// matches no test. Empty in a valid course; `vipkit verify` reports it.
  package var rubricProblems: [String] = []

  package var score: Double { items.reduce(0) { $0 + $1.score } }
  package var maximum: Double { items.reduce(0) { $0 + $1.maximum } }

  enum CodingKeys: String, CodingKey {
    case number, name, title, status, items, compilerErrors, notes, score, maximum, warnings
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(number, forKey: .number)
    try container.encode(name, forKey: .name)
    try container.encode(title, forKey: .title)
    try container.encode(status, forKey: .status)
    try container.encode(items, forKey: .items)
    try container.encode(compilerErrors, forKey: .compilerErrors)
    try container.encode(notes, forKey: .notes)
    try container.encode(warnings, forKey: .warnings)
    try container.encode(Points.rounded(score), forKey: .score)
    try container.encode(Points.rounded(maximum), forKey: .maximum)
  }
}

/// One rubric item's points, made of checks.
package struct ItemGrade: Sendable, Encodable, Equatable {
  package var title: String
  package var maximum: Double
  package var checks: [CheckGrade]

  package var score: Double { checks.reduce(0) { $0 + $1.score } }

  enum CodingKeys: String, CodingKey { case title, maximum, checks, score }

  /// `item` as one check named after it: `score` of its points, passed at full marks.
  static func single(_ item: RubricItem, _ score: Double, _ explanation: [String]) -> ItemGrade {
    ItemGrade(
      title: item.title, maximum: item.points,
      checks: [
        CheckGrade(
          name: item.title, score: score, maximum: item.points, passed: score >= item.points,
          explanation: explanation)
      ])
  }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(checks, forKey: .checks)
    try container.encode(Points.rounded(score), forKey: .score)
    try container.encode(Points.rounded(maximum), forKey: .maximum)
  }
}

/// The smallest graded unit: one official test, or one quality of the student's tests.
package struct CheckGrade: Sendable, Encodable, Equatable {
  package var name: String
  /// The test's identifier, for a check that is one test.
  package var testID: String?
  package var score: Double
  package var maximum: Double
  package var passed: Bool
  /// Why points were lost, in the words a student reads: the failing expectation and its
  /// message, the leaking object and its path, the surviving mutant and its diff.
  package var explanation: [String]
}

/// Points as reports show them: two decimals at most.
package enum Points {
  package static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

  /// `points` split among `count` tests in hundredths that add up to `points` exactly, the
  /// first ones a hundredth larger where it does not divide (100 among 3: 33.34, 33.33,
  /// 33.33): reports show each test's share rounded to hundredths, and Gradescope adds them.
  package static func shares(of points: Double, among count: Int) -> [Double] {
    guard count > 0 else { return [] }
    let hundredths = Int((points * 100).rounded())
    let base = hundredths / count
    let extra = hundredths % count
    return (0..<count).map { Double(base + ($0 < extra ? 1 : 0)) / 100 }
  }

  /// `12`, `7.5`, `3.33`.
  package static func text(_ value: Double) -> String {
    let rounded = rounded(value)
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
