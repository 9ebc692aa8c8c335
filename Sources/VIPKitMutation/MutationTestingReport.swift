/// The report in the mutation-testing world's shared format: the JSON of the
/// mutation-testing-elements schema (version 2), which Stryker, PIT's plugin and other tools
/// write, and which its HTML viewer (`<mutation-test-report-app>`) and the Stryker Dashboard
/// read. Only what the schema names, so that any reader of it reads ours; rendered from
/// `MutationReport` by `mutationTestingReport(…)`.
package struct MutationTestingReport: Codable, Sendable, Equatable {
  /// A place in a file: line and column from 1, the column in characters (UTF-16 code
  /// units, as the viewer counts them), not bytes.
  package struct Position: Codable, Sendable, Equatable {
    package var line: Int
    package var column: Int
  }

  /// From `start` (inclusive) to `end` (exclusive); a test's location may leave `end` out.
  package struct Location: Codable, Sendable, Equatable {
    package var start: Position
    package var end: Position?
  }

  package struct Mutant: Codable, Sendable, Equatable {
    /// The stable ID (`Mutant.key`): the same mutant in the next run, so dashboards can
    /// follow it.
    package var id: String
    package var mutatorName: String
    /// Absent for a report from before version 3, which did not keep it.
    package var replacement: String?
    package var description: String
    package var location: Location
    /// `Killed`, `Survived`, `NoCoverage`, `CompileError`, `Timeout`, `Pending`.
    package var status: String
    package var statusReason: String?
    /// Test IDs, as `testFiles` declares them.
    package var killedBy: [String]?
    package var coveredBy: [String]?
  }

  package struct File: Codable, Sendable, Equatable {
    package var language: String
    /// The whole file as it was, unmutated: the viewer shows each mutant in it.
    package var source: String
    package var mutants: [Mutant]
  }

  package struct Test: Codable, Sendable, Equatable {
    package var id: String
    package var name: String
    package var location: Location?
  }

  package struct TestFile: Codable, Sendable, Equatable {
    package var source: String?
    package var tests: [Test]
  }

  /// Scores at or over `high` show green, under `low` red.
  package struct Thresholds: Codable, Sendable, Equatable {
    package var high: Int
    package var low: Int
  }

  /// Milliseconds in each phase.
  package struct Performance: Codable, Sendable, Equatable {
    package var setup: Double
    package var initialRun: Double
    package var mutation: Double
  }

  package struct Framework: Codable, Sendable, Equatable {
    package var name: String
    package var version: String
  }

  package struct System: Codable, Sendable, Equatable {
    package var ci: Bool
  }

  package var schemaVersion = "2"
  package var thresholds: Thresholds
  package var projectRoot: String?
  /// By path, relative to `projectRoot`.
  package var files: [String: File]
  /// By path when a test file declares the tests, else by their class or suite.
  package var testFiles: [String: TestFile]?
  package var performance: Performance?
  package var framework: Framework
  package var system: System?
}
