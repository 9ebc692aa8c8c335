import VIPKitCore

/// One test's outcome, as the grader establishes it.
package struct TestResult: Sendable, Equatable, Codable {
  /// The test framework's identifier, without its location: `Module.Suite/function(label:)`
  /// for Swift Testing, `Module.Class/testMethod` for XCTest.
  package var id: String
  /// The test's display name, as its author wrote it (`@Test("…")`), else the function's.
  package var name: String
  package var passed: Bool
  /// Why it failed, in the words of the test, the harness, or the grader.
  package var messages: [String]
}

/// A test the binary holds, as listed before anything runs.
package struct ListedTest: Sendable, Equatable, Codable {
  package var id: String
  /// The display name (`@Test("…")`), else the function's; `Class/testMethod` for XCTest.
  package var name: String
  package var library: TestLibrary
}
