import Foundation
import Testing
import VIPKitCLI
import VIPKitCore

/// A command vipkit suggests pastes into a shell as it is, in a folder whose name has a
/// space or a quote (`SuggestedCommandTests` holds the rule over every source).
@Suite("Suggested commands, pasted as they are")
struct SuggestionQuotingTests {
  @Test(
    "check --write-baseline suggests the baseline's name quoted",
    arguments: [("my baseline.json", "'my baseline.json'"), ("it's.json", #"'it'\''s.json'"#)])
  func baselineName(name: String, quoted: String) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit quoting \(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "struct A {}\n".write(
      to: folder.appendingPathComponent("Sources/A.swift"), atomically: true, encoding: .utf8)

    let result = TestConsole.run(
      ["check", "--write-baseline", name], in: URL(fileURLWithPath: folder.path, isDirectory: true))

    #expect(result.code == .success)
    #expect(result.error.contains("vipkit check --baseline \(quoted) now reports only new ones"))
  }
}
