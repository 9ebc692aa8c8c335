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

  @Test("exit codes are the documented ones")
  func exitCodes() {
    #expect(ExitCode.allCases.map(\.rawValue) == [0, 1, 64, 65, 70])
  }
}
