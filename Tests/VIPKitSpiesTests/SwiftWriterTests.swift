import Testing
import VIPKitSyntax

@testable import VIPKitSpies

/// The writer puts every line straight into one string; the rules it kept as an array of
/// lines (single blank lines, none after `{`, a trailing one taken back before `}`) must hold
/// on the string too, and so must the text questions answered on bytes for speed.
@Suite("The Swift writer and the text fast paths")
struct SwiftWriterTests {
  @Test("blank lines: never first, never two in a row, never after an opening brace")
  func blanks() {
    var writer = SwiftWriter()
    writer.blank()
    writer.line("let a = 1")
    writer.blank()
    writer.blank()
    writer.block("func f()") { body in
      body.blank()
      body.line("work()")
      body.blank()
    }
    writer.blank()
    #expect(writer.text == "let a = 1\n\nfunc f() {\n  work()\n}\n\n")
    writer.removeTrailingBlank()
    writer.removeTrailingBlank()
    #expect(writer.text == "let a = 1\n\nfunc f() {\n  work()\n}\n")
  }

  @Test("lines written elsewhere while a body writes go before the body's lines")
  func insert() {
    var writer = SwiftWriter()
    writer.line("first")
    let mark = writer.mark
    writer.line("body")
    var elsewhere = SwiftWriter()
    elsewhere.line("nested")
    writer.insert(elsewhere, at: mark)
    #expect(writer.text == "first\nnested\nbody\n")
    // Inserted at the end, the inserted lines are the last ones: a blank line may follow.
    var atEnd = SwiftWriter()
    atEnd.line("x {")
    atEnd.insert(elsewhere, at: atEnd.mark)
    atEnd.blank()
    #expect(atEnd.text == "x {\nnested\n\n")
  }

  @Test("a deprecated requirement's state: only the lines since the mark are marked")
  func markDeclarations() {
    var writer = SwiftWriter(capacity: 64)
    writer.line("var before: Int = 0")
    let mark = writer.mark
    writer.depth = 1
    writer.line("var count: Int = 0")
    writer.line("func f() {}")
    writer.markDeclarations(with: "@available(*, deprecated) ", since: mark)
    #expect(
      writer.text
        == "var before: Int = 0\n  @available(*, deprecated) var count: Int = 0\n  func f() {}\n")
  }

  @Test(
    "a piece keeps its bytes inline up to its room, then in an array, byte for byte",
    arguments: [
      0, 1, LineBytes.inlineCapacity - 1, LineBytes.inlineCapacity,
      LineBytes.inlineCapacity + 1, 3 * LineBytes.inlineCapacity,
    ])
  func pieceSizes(length: Int) {
    let name = String(repeating: "n", count: length)
    let suffix: Substring = "Café".dropFirst()
    let type: SwiftText = "[\(name): Int]"
    let line: SwiftText = "var \(name)é: \(type) = [:] // \(suffix)"
    let expected = "var \(name)é: [\(name): Int] = [:] // afé"
    #expect(line.bytes.withBytes { Array($0) } == Array(expected.utf8))
    #expect(line.isEmpty == expected.isEmpty)
    var writer = SwiftWriter(depth: 1)
    writer.block(line) { $0.line(type) }
    #expect(writer.text == "  \(expected) {\n    [\(name): Int]\n  }\n")
  }

  @Test("an empty piece is an empty line: no indentation, and it counts as blank")
  func emptyPiece() {
    var writer = SwiftWriter(depth: 2)
    writer.line("a")
    writer.line("")
    writer.blank()
    writer.line(text: "")
    #expect(writer.text == "    a\n\n\n")
    writer.removeTrailingBlank()
    #expect(writer.text == "    a\n\n")
  }

  @Test(
    "containsText on short and long texts, as Foundation's contains answers",
    arguments: [
      ("->", "(Int) -> Void", true), ("->", "Int", false), ("Self", "Self", true),
      ("", "abc", true), ("abcd", "abc", false), ("some ", "some View", true),
      ("needle", String(repeating: "hay ", count: 40) + "needle", true),
      ("needle", String(repeating: "hay ", count: 40), false),
    ])
  func containsText(needle: String, text: String, expected: Bool) {
    #expect(text.containsText(needle) == expected)
  }

  @Test(
    "identifier: names stay as they are, other text becomes camel case",
    arguments: [
      ("fetch", "fetch"), ("_private", "_private"), ("9lives", "_9lives"),
      ("[String: Int]", "StringInt"), ("Result<User, Error>", "ResultUserError"), ("", ""),
      ("café", "café"),
    ])
  func identifier(text: String, expected: String) {
    #expect(SpyNaming.identifier(text) == expected)
  }

  @Test(
    "splitTopLevel splits only outside brackets, and never at the arrow's >",
    arguments: [
      ("String: [Int: Bool]", ":", ["String", "[Int: Bool]"]),
      ("[String: Int]", ":", ["[String: Int]"]),
      (
        "Item: Codable, Key == (A, B) -> C, Value", ",",
        ["Item: Codable", "Key == (A, B) -> C", "Value"]
      ),
      ("Dictionary<String, [Int]>", ",", ["Dictionary<String, [Int]>"]),
      ("Café & Thé", "&", ["Café", "Thé"]), ("", ",", [""]),
    ])
  func splitTopLevel(text: String, separator: Character, expected: [String]) {
    #expect(TypeText.splitTopLevel(text, on: separator) == expected)
  }

  @Test(
    "isFunction: a function type, attributes aside; not an optional or array of one",
    arguments: [
      ("(Int) -> Void", true), ("@escaping @Sendable (Result<[String], Error>) -> Void", true),
      ("() async throws -> Data", true), ("((Int) -> Void)?", false), ("[(Int) -> Void]", false),
      ("Int", false), ("(Int, String)", false), ("(Int", false),
    ])
  func isFunction(type: String, expected: Bool) {
    #expect(TypeText.isFunction(type) == expected)
  }

  @Test(
    "attributesRemoved: leading attributes and ownership words go, kept ones stay, words single-spaced",
    arguments: [
      ("@escaping @Sendable (Int) -> Void", ["@Sendable"], "@Sendable (Int) -> Void"),
      ("@escaping @Sendable (Int) -> Void", [], "(Int) -> Void"),
      ("inout  [String:  Int]", [], "[String: Int]"),
      ("  @autoclosure () -> Bool ", [], "() -> Bool"),
      ("@Sendable", ["@Sendable"], "@Sendable"), ("@escaping", [], ""),
      ("consuming Mutex<Int>", [], "Mutex<Int>"),
      ("[@Sendable () -> Void]", [], "[@Sendable () -> Void]"),
      ("Int", [], "Int"),
      ("@MainActor @escaping (Café) -> Void", ["@MainActor"], "@MainActor (Café) -> Void"),
    ])
  func attributesRemoved(type: String, kept: [String], expected: String) {
    #expect(TypeText.attributesRemoved(type, keeping: Set(kept)) == expected)
  }

  @Test(
    "isStorable: a closure only when @escaping is one of its words",
    arguments: [
      ("@escaping (Int) -> Void", true), ("(Int) -> Void", false),
      ("@escapingish (Int) -> Void", false), ("@Sendable @escaping () -> Void", true),
      ("Int", true),
    ])
  func isStorable(type: String, expected: Bool) {
    #expect(TypeText.isStorable(parameterType: type) == expected)
  }

  @Test(
    "mentions: whole words only, on ASCII and other text alike",
    arguments: [
      ("Dictionary<T, [U]>", ["U"], true), ("Tx", ["T"], false), ("[T]", ["T"], true),
      ("T", ["T"], true), ("Item.ID", ["ID"], true), ("Thé<T>", ["T"], true),
      ("Thé<Tx>", ["T"], false), ("Int", [], false), ("_T", ["T"], false),
    ])
  func mentions(type: String, names: [String], expected: Bool) {
    #expect(TypeText.mentions(type, anyOf: Set(names)) == expected)
  }
}
