import Foundation
import Testing
import VIPKitCore
import VIPKitSpies
import VIPKitSyntax

/// Protocol in, spy out: each `Golden/NAME.input.swift.txt` must produce exactly
/// `Golden/NAME.spies.swift.txt`. After a deliberate change to the emitter, run with
/// `VIPKIT_RECORD_GOLDEN=1` to rewrite the expected files, and read the diff before committing.
@Suite("Golden spies")
struct GoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static let cases = [
    "methods", "overloads", "properties", "isolation", "inheritance", "realworld", "openworld",
  ]

  @Test("the spies for each golden input", arguments: cases)
  func golden(name: String) throws {
    let input = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).input.swift.txt"), encoding: .utf8)
    let output = SpyGenerator.generate([SourceText(path: "\(name).swift", text: input)])
    let rendered =
      output.text
      + output.diagnostics.map { "// diagnostic: \($0.rendered())\n" }.joined()
    let expectedURL = Self.folder.appendingPathComponent("\(name).spies.swift.txt")
    if ProcessInfo.processInfo.environment["VIPKIT_RECORD_GOLDEN"] == "1" {
      try rendered.write(to: expectedURL, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(rendered == expected, "\(Self.firstDifference(rendered, expected))")
  }

  @Test("the same input gives the same bytes")
  func deterministic() throws {
    let input = try String(
      contentsOf: Self.folder.appendingPathComponent("inheritance.input.swift.txt"),
      encoding: .utf8)
    let sources = [SourceText(path: "a.swift", text: input)]
    #expect(SpyGenerator.generate(sources).text == SpyGenerator.generate(sources).text)
  }

  /// `line N: got … / expected …`, to read a golden failure without a diff tool.
  static func firstDifference(_ got: String, _ expected: String) -> String {
    let gotLines = got.split(separator: "\n", omittingEmptySubsequences: false)
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(gotLines.count, expectedLines.count) {
      let left = index < gotLines.count ? String(gotLines[index]) : "<end>"
      let right = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
      if left != right { return "line \(index + 1):\n  got      \(left)\n  expected \(right)" }
    }
    return "identical"
  }
}
