/// What a rule is, for people and for tools: its stable id, its reason, the fix, where the
/// course teaches it, and what it cannot see (Docs/check.md says the same).
package struct RuleInfo: Sendable {
  /// `VIP001`: part of the interface (suppressions, baselines, graders, SARIF key on it).
  package let id: String
  /// A short name, for SARIF: `ViewTalksToPresenter`.
  package let name: String
  /// Why it matters, in one line.
  package let reason: String
  /// What to do, in general; each finding may say it more precisely.
  package let fix: String
  /// The exercise that teaches it.
  package let exercise: String
}

/// One VIP rule: reads a file (with the roles of every checked file known) and returns what
/// breaks it.
package protocol Rule: Sendable {
  var info: RuleInfo { get }
  func check(_ file: CheckedFile) -> [Finding]
}
