import Foundation

/// Exercism's test-runner `results.json`, version 3 (exercism.org/docs/building/tooling/
/// test-runners/interface): `status` `pass`, `fail` or `error` (the code did not compile;
/// `message` says why), and per test its `name`, `status`, `message`, `output` and
/// `test_code`, so the course can be offered as an Exercism-style track.
package struct ExercismResults: Encodable, Sendable {
  struct Test: Encodable, Sendable {
    var name: String
    var status: String
    var message: String?
    var output: String?
    var testCode: String?

    enum CodingKeys: String, CodingKey {
      case name, status, message, output
      case testCode = "test_code"
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(status, forKey: .status)
      try container.encode(message, forKey: .message)
      try container.encode(output, forKey: .output)
      try container.encode(testCode, forKey: .testCode)
    }
  }

  let version = 3
  var status: String
  var message: String?
  var tests: [Test]

  enum CodingKeys: String, CodingKey { case version, status, message, tests }

  /// `message` is written as `null` when there is none, as the interface has it.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(version, forKey: .version)
    try container.encode(status, forKey: .status)
    try container.encode(message, forKey: .message)
    try container.encode(tests, forKey: .tests)
  }

  /// `testsFolder` gives an exercise's official tests (to quote each test's code).
  package init(_ report: GradeReport, testsFolder: (Int) -> URL?) {
    let broken = report.exercises.filter { $0.status == .doesNotCompile }
    if !broken.isEmpty {
      status = "error"
      message = broken.map { exercise in
        (["\(exercise.title) does not compile:"] + exercise.compilerErrors).joined(separator: "\n")
      }.joined(separator: "\n\n")
    } else {
      let passed = report.exercises.allSatisfy { $0.items.allSatisfy { $0.score >= $0.maximum } }
      status = passed ? "pass" : "fail"
      message = nil
    }
    let several = report.exercises.count > 1
    tests = report.exercises.flatMap { exercise in
      exercise.items.flatMap { item in
        item.checks.map { check in
          let folder = testsFolder(exercise.number)
          let code = check.testID.flatMap { id in folder.flatMap { TestSource.code(of: id, in: $0) }
          }
          let name = (several ? exercise.title + " › " : "") + check.name
          return Test(
            name: name,
            status: exercise.status == .doesNotCompile ? "error" : check.passed ? "pass" : "fail",
            message: check.passed ? nil : check.explanation.joined(separator: "\n"),
            output: nil, testCode: code)
        }
      }
    }
  }
}
