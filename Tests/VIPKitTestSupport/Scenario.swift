import Foundation
import Testing

/// The end-to-end scenarios: suites that build real packages (fixture courses graded, fixture
/// packages mutated, plugins and generated scenes built) and so cost seconds of CPU each.
/// `swift test` skips them, so that a contributor's run stays under a minute of tests;
/// `.ci/run` runs them all in a step of their own, beside its other steps after `swift test`.
/// The grading suites share one built copy of each fixture course (its harness and reference).
///
/// A scenario suite carries `.scenario(group)` and its type's name ends in `Scenarios`: the
/// trait is what skips it, the name is what `--filter Scenarios/` (CI's step) selects it by,
/// without running the fast tests a second time. `ScenarioNamingTests` holds the two together.
///
/// To run one group here: `VIPKIT_SCENARIOS=grading swift test --filter Scenarios/` (groups
/// joined by commas, or `all`).
package enum Scenario: String, CaseIterable, Sendable {
  /// The fixture courses graded through the command line: hostile submissions, classes, an
  /// XCTest course, what a cache builds once, the Gradescope bundle.
  case grading
  /// The mutation runner on the fixture packages: statuses, selection, shards, hangs.
  case mutation
  /// Packages the tools write and then build: generated spies, the spies plugins, a scene.
  case builds

  /// The environment variable that names the groups to run.
  package static let variable = "VIPKIT_SCENARIOS"

  /// Whether this group runs: `VIPKIT_SCENARIOS` names it, or says `all`.
  package var runs: Bool { selected(ProcessInfo.processInfo.environment[Self.variable]) }

  /// Whether `value` (the variable's text) selects this group.
  package func selected(_ value: String?) -> Bool {
    let words = (value ?? "").split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    return words.contains("all") || words.contains(rawValue.lowercased())
  }

  /// Why the scenario was skipped, and how to run it: shown beside each skipped test.
  package var skipNote: String {
    "an end-to-end scenario: .ci/run runs it; here, \(Self.variable)=\(rawValue) swift test --filter Scenarios/"
  }
}

extension Trait where Self == ConditionTrait {
  /// Marks an end-to-end scenario of `group`: skipped unless `VIPKIT_SCENARIOS` names it.
  package static func scenario(_ group: Scenario) -> Self {
    .enabled(if: group.runs, Comment(rawValue: group.skipNote))
  }
}
