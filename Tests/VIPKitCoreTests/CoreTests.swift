import Testing

@testable import VIPKitCore

@Suite("Terminal style")
struct TerminalStyleTests {
  @Test(
    "colour only on a terminal, never with NO_COLOR or TERM=dumb",
    arguments: [
      ([String: String](), true, true),
      ([:], false, false),
      (["NO_COLOR": "1"], true, false),
      (["NO_COLOR": ""], true, true),
      (["TERM": "dumb"], true, false),
    ])
  func colour(environment: [String: String], isTerminal: Bool, expected: Bool) {
    let style = TerminalStyle(environment: environment, isTerminal: isTerminal)
    #expect(style.usesColor == expected)
    #expect((style.red("x") != "x") == expected)
  }
}

@Suite("Diagnostics")
struct DiagnosticTests {
  @Test("render as path:line:column: severity: message, notes indented")
  func rendering() {
    let diagnostic = Diagnostic(
      .error, "expected '{'", at: SourceLocation(path: "Sources/A.swift", line: 3, column: 14),
      notes: ["protocols need a body"])
    #expect(
      diagnostic.rendered() == "Sources/A.swift:3:14: error: expected '{'\n  protocols need a body")
    #expect(Diagnostic(.warning, "unused").rendered() == "warning: unused")
  }

  @Test("explained: the message, then its notes indented, for a list of problems")
  func explained() {
    // verify listed only the message of a reference that did not build, and the compiler's
    // errors, its notes, were lost.
    let diagnostic = Diagnostic(
      .error, "the reference does not build",
      notes: ["Sources/A.swift:9:29: error: cannot find 'B' in scope"])
    #expect(
      diagnostic.explained
        == "the reference does not build\n  Sources/A.swift:9:29: error: cannot find 'B' in scope")
    #expect(Diagnostic(.error, "alone").explained == "alone")
  }

  @Test("exit codes are the documented ones")
  func exitCodes() {
    #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 70])
  }
}

@Suite("Test libraries")
struct TestLibraryTests {
  @Test("XCTest's summary is read from its last line: the whole run, not one suite")
  func xctestSummary() {
    let output = """
      \t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds
      Test Suite 'All tests' failed at 2026-11-23 18:08:32.256
      \t Executed 7 tests, with 2 failures (0 unexpected) in 0.004 (0.004) seconds
      """
    #expect(TestLibrary.xctestSummary(in: output).map { [$0.tests, $0.failures] } == [7, 2])
    #expect(TestLibrary.xctestSummary(in: "no summary at all") == nil)
    let none = ChildProcess.Outcome(
      status: 0, timedOut: false,
      output: "\t Executed 0 tests, with 0 failures (0 unexpected) in 0.0 (0.0) seconds\n",
      seconds: 0)
    #expect(TestLibrary.foundNoTests(.xctest, none))
    #expect(
      !TestLibrary.foundNoTests(
        .xctest, .init(status: 0, timedOut: false, output: output, seconds: 0)))
    #expect(
      TestLibrary.foundNoTests(
        .swiftTesting, .init(status: 69, timedOut: false, output: "", seconds: 0)))
    #expect(
      !TestLibrary.foundNoTests(
        .swiftTesting, .init(status: 1, timedOut: false, output: "", seconds: 0)))
  }
}
