/// What one `xcodebuild test-without-building` run says about the tests, read from its log:
/// the verdict line xcodebuild prints last, and the tests that failed (XCTest's
/// `Test Case '-[…]' failed` lines, Swift Testing's `✘ Test …` lines).
package struct XcodebuildOutcome: Sendable, Equatable {
  package enum Verdict: Sendable, Equatable {
    /// `** TEST SUCCEEDED **` (or `TEST EXECUTE SUCCEEDED`): every test passed.
    case passed
    /// `** TEST FAILED **`: a test failed or the test process crashed.
    case failed
    /// Neither: xcodebuild could not run the tests (no simulator, no build), so the run says
    /// nothing about the mutant.
    case notRun(String)
  }

  package var verdict: Verdict
  /// `LoginInteractorTests/testFailure`, in the order the log names them.
  package var failingTests: [String]

  /// Reads the log of a run that ended with `status`.
  package init(log: String, status: Int32?) {
    var failing: [String] = []
    var crashed = false
    for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
      if let name = Self.xctestFailure(line) {
        if !failing.contains(name) { failing.append(name) }
      } else if let name = Self.swiftTestingFailure(line) {
        if !failing.contains(name) { failing.append(name) }
      } else if line.contains("Restarting after unexpected exit, crash, or test timeout")
        || line.contains("crashed in")
      {
        crashed = true
      }
    }
    failingTests = failing
    if log.contains("** TEST SUCCEEDED **") || log.contains("** TEST EXECUTE SUCCEEDED **") {
      verdict =
        status == 0
        ? .passed
        : .notRun(
          "xcodebuild said the tests passed but exited \(status.map(String.init) ?? "by a signal")")
    } else if log.contains("** TEST FAILED **") || log.contains("** TEST EXECUTE FAILED **"),
      !failing.isEmpty || crashed
    {
      verdict = .failed
    } else {
      let reason = log.split(separator: "\n").last {
        $0.contains("error:") || $0.contains("Testing failed")
      }
      verdict = .notRun(
        reason.map { String($0).trimmingCharacters(in: .whitespaces) }
          ?? "xcodebuild printed no test verdict")
    }
  }

  /// `Test Case '-[AppTests.LoginTests testX]' failed (0.01 seconds).` → `LoginTests/testX`.
  static func xctestFailure(_ line: Substring) -> String? {
    guard line.hasPrefix("Test Case '-["), line.contains("]' failed") else { return nil }
    let inside = line.dropFirst("Test Case '-[".count).prefix { $0 != "]" }
    let parts = inside.split(separator: " ")
    guard parts.count == 2 else { return nil }
    let type = parts[0].split(separator: ".").last ?? parts[0]
    return "\(type)/\(parts[1])"
  }

  /// `✘ Test testRejects() recorded an issue …` or `✘ Test "a sentence" failed …` → the test.
  static func swiftTestingFailure(_ line: Substring) -> String? {
    let trimmed = line.drop { $0 == " " }
    guard trimmed.hasPrefix("✘ Test "), !trimmed.hasPrefix("✘ Test run") else { return nil }
    let rest = trimmed.dropFirst("✘ Test ".count)
    if rest.hasPrefix("\"") {
      return String(rest.dropFirst().prefix { $0 != "\"" })
    }
    return String(rest.prefix { $0 != " " })
  }
}
