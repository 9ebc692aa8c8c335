import VIPKitCore

/// One small change to the source, and what became of it.
package struct Mutant: Sendable, Hashable {
  /// What a test run made of a mutant.
  package enum Status: String, Sendable, Hashable, Codable {
    /// A test failed or crashed: the tests noticed the change.
    case killed
    /// Every test passed: the tests did not notice.
    case survived
    /// The run did not end within its limit (counted as detected, as Stryker and PIT do).
    case timedOut
    /// No test reaches the changed code, so none ran: not detected, as Stryker and PIT count
    /// it.
    case noCoverage
    /// The change does not compile; not counted in the score.
    case unviable
    /// Not run yet.
    case pending
  }

  /// 1-based, unique in a run; 0 means "no mutant".
  package var id: Int
  /// The same mutant in every run while its own line stays as it is: a hash of its file, the
  /// declaration it is in, its operator, the text it replaces (and its line's) and the
  /// replacement, with a counter only among mutants equal in all of those (`MutantKey`). What
  /// a baseline names.
  package var key: String = ""
  /// The file, as shown to the user (relative to the package).
  package var file: String
  package var operatorName: String
  /// The bytes replaced, in the original file.
  package var range: Range<Int>
  package var replacement: String
  package var location: SourceLocation
  /// Where the replaced text ends (exclusive): with `location`, what a report viewer marks.
  package var end: SourceLocation? = nil
  /// `a == b  →  a != b`: the changed line before and after, trimmed.
  package var diff: String
  package var status: Status = .pending
  /// The tests whose failure killed it (their IDs), when a kill could be pinned on tests.
  package var killedBy: [String] = []
  /// The tests that reach it, which it ran (their IDs); `nil` when it ran every test.
  package var coveredBy: [String]? = nil
  /// For a survivor: the test that would catch it, when suggestions were asked for.
  package var suggestion: TestSuggestion?
  /// For a time-out: why its run was ended (idle, or at its limit) and in which test.
  package var hang: Hang?
}

/// A change an operator proposes inside a body: replace `range` with `replacement`.
package struct Proposal: Sendable, Hashable {
  package var operatorName: String
  package var range: Range<Int>
  package var replacement: String
}
