import Foundation
import Testing
import VIPKitCore
import VIPKitSpies
import VIPKitSyntax
import VIPKitTestSupport

/// Protocol in, spy out: each `Golden/NAME.input.swift.txt` must produce exactly
/// `Golden/NAME.spies.swift.txt`. After a deliberate change to the emitter, run with
/// `VIPKIT_RECORD_GOLDEN=1` to rewrite the expected files, and read the diff before committing.
@Suite("Golden spies")
struct GoldenTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static let cases = [
    "methods", "overloads", "properties", "isolation", "inheritance", "realworld", "openworld",
    "shadowing",
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
    #expect(rendered == expected, "\(firstDifference(rendered, expected))")
  }

  /// The inputs also rendered in Sourcery's and Mockolo's names.
  static let styledCases = ["methods", "properties", "isolation", "overloads"]

  @Test(
    "the spies for each golden input in another generator's names",
    arguments: styledCases, [SpyNaming.Style.sourcery, .mockolo])
  func styled(name: String, style: SpyNaming.Style) throws {
    let input = try String(
      contentsOf: Self.folder.appendingPathComponent("\(name).input.swift.txt"), encoding: .utf8)
    let rendered = Self.styledSpies(input, name: name, style: style)
    let expectedURL = Self.folder.appendingPathComponent(
      "\(name).\(style.rawValue).spies.swift.txt")
    if ProcessInfo.processInfo.environment["VIPKIT_RECORD_GOLDEN"] == "1" {
      try rendered.write(to: expectedURL, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(rendered == expected, "\(firstDifference(rendered, expected))")
  }

  static func styledSpies(_ input: String, name: String, style: SpyNaming.Style) -> String {
    var options = SpyGenerator.Options()
    options.naming = style
    return SpyGenerator.generate([SourceText(path: "\(name).swift", text: input)], options: options)
      .text
  }
}
