import Foundation
import Testing
import VIPKitCore
import VIPKitSpies
import VIPKitSyntax

/// No protocol goes missing in silence: each one without a spy is listed with the reason, on
/// stderr (as a warning) and in `--format json`.
@Suite("Protocols that get no spy")
struct SkippedProtocolTests {
  @Test("each skipped protocol is listed with its reason")
  func listed() {
    let output = SpyGenerator.generate([SourceText(path: "P.swift", text: Self.input)])
    #expect(
      output.skipped.map { "\($0.name): \($0.reason)" } == [
        "Hidden: it is private to its file, so no other file can see it",
        "Flavour: it inherits 'CaseIterable', which only an enumeration of known cases satisfies",
        "Remote: 'Remote' inherits 'Transport', which is not declared in the input, so a spy "
          + "could not satisfy its requirements",
      ])
    #expect(output.spyCount == 1)
    #expect(output.diagnostics.filter { $0.severity == .warning }.count == 3)
  }

  @Test("the JSON document carries the skipped protocols")
  func json() throws {
    let output = SpyGenerator.generate([SourceText(path: "P.swift", text: Self.input)])
    let text = try JSONOutput.encode(
      ProtocolDocument(
        protocols: output.protocols, skipped: output.skipped, diagnostics: output.diagnostics))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let skipped = try #require(document["skipped"] as? [[String: Any]])
    #expect(skipped.compactMap { $0["name"] as? String } == ["Hidden", "Flavour", "Remote"])
    #expect((skipped.first?["location"] as? [String: Any])?["line"] as? Int == 1)
  }

  @Test("a protocol declared in both branches of an #if gets one spy per branch, each guarded")
  func conditionalDeclarations() {
    let output = SpyGenerator.generate([
      SourceText(
        path: "P.swift",
        text: """
          #if os(Linux)
          protocol Clock { func now() -> Int }
          #elseif os(macOS)
          protocol Clock { func now() -> Double }
          #else
          protocol Clock { func now() -> Float }
          #endif
          """)
    ])
    #expect(
      output.protocols.map(\.condition) == [
        "(os(Linux))", "!(os(Linux)) && (os(macOS))", "!(os(Linux)) && !(os(macOS))",
      ])
    #expect(output.text.components(separatedBy: "final class ClockSpy").count == 4)
    #expect(output.text.contains("#if !(os(Linux)) && !(os(macOS))\n"))
  }

  static let input = """
    private protocol Hidden { func secret() }
    protocol Flavour: CaseIterable { var label: String { get } }
    protocol Remote: Transport { func send() }
    protocol Kept { func keep() }
    """
}
