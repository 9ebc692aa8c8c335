import Foundation
import Testing

@testable import VIPKitSyntax

@Suite("The lexer")
struct LexerTests {
  @Test(
    "token kinds",
    arguments: [
      ("foo", [Token.Kind.identifier]),
      ("`class`", [.backtickedIdentifier]),
      ("$0 $value", [.dollarIdentifier, .dollarIdentifier]),
      ("42 1_000 0xFF 0b1010 0o17", Array(repeating: .integerLiteral, count: 5)),
      ("3.14 1e10 2.5E-3 0x1p4 0x1.8p1", Array(repeating: .floatLiteral, count: 5)),
      ("a.b", [.identifier, .punctuation, .identifier]),
      ("0..<n", [.integerLiteral, .operator, .identifier]),
      ("a...b", [.identifier, .operator, .identifier]),
      ("x?.y", [.identifier, .punctuation, .punctuation, .identifier]),
      (
        "a == b && !c", [.identifier, .operator, .identifier, .operator, .punctuation, .identifier]
      ),
      ("(a) -> B", [.punctuation, .identifier, .punctuation, .punctuation, .identifier]),
      ("x = &y", [.identifier, .punctuation, .punctuation, .identifier]),
      ("@MainActor", [.punctuation, .identifier]),
      ("#if DEBUG #endif", [.poundKeyword, .identifier, .poundKeyword]),
      (#"\Type.name"#, [.punctuation, .identifier, .punctuation, .identifier]),
      ("a/b", [.identifier, .operator, .identifier]),
      ("x = /a+b/", [.identifier, .punctuation, .regexLiteral]),
      ("f(/[0-9]+/)", [.identifier, .punctuation, .regexLiteral, .punctuation]),
      ("#/a/b/#", [.regexLiteral]),
      (
        "(a) / (b)",
        [
          .punctuation, .identifier, .punctuation, .operator, .punctuation, .identifier,
          .punctuation,
        ]
      ),
      ("return /x/", [.identifier, .regexLiteral]),
      ("a /= 2", [.identifier, .operator, .integerLiteral]),
    ])
  func kinds(source: String, expected: [Token.Kind]) {
    #expect(lex(source).map(\.kind) == expected)
  }

  @Test(
    "string literals are one token each, interpolations included",
    arguments: [
      #""plain""#,
      #""with \"escaped\" quotes""#,
      #""Welcome, \(user.name)!""#,
      #""nested \(f("inner \(g(")"))")) done""#,
      #""parens \((a + (b * c))) and \(")") ok""#,
      #""comment inside \(x /* ) */ + 1)""#,
      "\"\"\"\n  multi \"quoted\" \"\" line\n  \\(value)\n  \"\"\"",
      ##"#"raw \(not interpolated) "quotes""#"##,
      ##"#"raw \#(interpolated) here"#"##,
      ###"##"two "# hashes"##"###,
      "#\"\"\"\n  raw multi \"\"\" inside\n  \"\"\"#",
      // A one-line raw string of one quote, as swift-syntax's lexer writes it.
      ##"#"""#"##,
    ])
  func strings(source: String) {
    let tokens = lex(source)
    #expect(tokens.map(\.kind) == [.stringLiteral], "\(tokens)")
    #expect(tokens.first?.text == source)
  }

  @Test("comments are trivia: nested block comments, doc comments, line comments")
  func comments() {
    let source = """
      /// Doc.
      /* outer /* inner */ still comment */ a // trailing
      /** block doc */ b
      """
    let tokens = lex(source)
    #expect(tokens.map(\.text) == ["a", "b"])
    #expect(tokens[0].trivia.hasPrefix("/// Doc.\n/* outer /* inner */ still comment */ "))
  }

  @Test("a comment start inside an operator run ends the operator")
  func operatorBeforeComment() {
    #expect(lex("a+// note\nb").map(\.text) == ["a", "+", "b"])
    #expect(lex("a+/* note */b").map(\.text) == ["a", "+", "b"])
  }

  @Test(
    "bad input becomes a diagnostic at its place, and lexing goes on",
    arguments: [
      ("let s = \"open\nlet t = 1", 8, "unterminated string literal"),
      ("a /* never closed", 2, "unterminated block comment"),
      ("x = `open", 4, "unterminated backticked identifier"),
      ("f(\"\\(g(\")", 7, "unterminated string literal"),
    ])
  func diagnostics(source: String, offset: Int, message: String) {
    let result = Lexer.tokenize(Array(source.utf8))
    let diagnostic = result.diagnostics.first
    #expect(diagnostic?.offset == offset)
    #expect(diagnostic?.message.hasPrefix(message) == true, "\(result.diagnostics)")
    #expect(result.tokens.last?.kind == .endOfFile)
    #expect(reassembled(source) == source)
  }

  @Test("the line table gives 1-based lines and byte columns")
  func locations() {
    let text = SourceText(path: "A.swift", text: "ab\ncdé\n\nx")
    #expect(text.location(of: 0).rendered == "A.swift:1:1")
    #expect(text.location(of: 4).rendered == "A.swift:2:2")
    #expect(text.location(of: 9).rendered == "A.swift:4:1")
    // An empty file, and a last line ended by its newline.
    #expect(SourceText(path: "B.swift", text: "").location(of: 0).rendered == "B.swift:1:1")
    let ended = SourceText(path: "C.swift", text: "a\n\n")
    #expect(ended.location(of: 2).rendered == "C.swift:2:1")
    #expect(ended.location(of: 3).rendered == "C.swift:3:1")
  }

  @Test(
    "round trip: trivia and tokens reproduce tricky input byte for byte",
    arguments: [
      "", " ", "\n\n", "#!/usr/bin/env swift\nprint(1)\n", "a", "/* only a comment */",
      "let x = \"\\(a[\"k\"] ?? \"\")\" // end", "x\r\ny\u{0}z", "é = 1; 🙂 + ∑",
      "\"\"\"\nunterminated", "#\"raw", "#/unterminated", "`", "\\", "#", "@", "0x", "1e",
    ])
  func roundTripTricky(source: String) {
    #expect(reassembled(source) == source)
  }

  @Test("round trip: every Swift file of this repository")
  func roundTripRepository() throws {
    let files = try swiftFiles()
    #expect(files.count > 20)
    for file in files {
      let bytes = try Array(Data(contentsOf: file))
      let result = Lexer.tokenize(bytes)
      #expect(
        result.tokens.flatMap { Array(bytes[$0.leadingTrivia]) + bytes[$0.range] } == bytes,
        "\(file.path) does not round-trip")
      #expect(result.diagnostics.isEmpty, "\(file.lastPathComponent): \(result.diagnostics)")
      #expect(!result.tokens.contains { $0.kind == .unknown }, "\(file.lastPathComponent)")
    }
  }

  @Test("fuzz: truncated and shuffled real Swift never crashes, hangs, or loses a byte")
  func fuzz() throws {
    var generator = SeededGenerator(seed: 0x5EED)
    for file in try swiftFiles().prefix(40) {
      let bytes = try Array(Data(contentsOf: file))
      let lines = bytes.split(separator: .newline, omittingEmptySubsequences: false)
      for _ in 0..<8 {
        let cut = Int.random(in: 0...bytes.count, using: &generator)
        let shuffled = Array(
          lines.shuffled(using: &generator).prefix(60).joined(separator: [.newline]))
        for input in [Array(bytes[..<cut]), shuffled] {
          let result = Lexer.tokenize(input)
          #expect(
            result.tokens.flatMap { Array(input[$0.leadingTrivia]) + input[$0.range] } == input)
        }
      }
    }
  }

  // MARK: - Helpers

  struct Lexed: CustomStringConvertible {
    let kind: Token.Kind
    let text: String
    let trivia: String
    var description: String { "\(kind) '\(text)'" }
  }

  /// The tokens of `source` without the end of file, with their text.
  func lex(_ source: String) -> [Lexed] {
    let bytes = Array(source.utf8)
    return Lexer.tokenize(bytes).tokens.dropLast().map {
      Lexed(
        kind: $0.kind, text: String(decoding: bytes[$0.range], as: UTF8.self),
        trivia: String(decoding: bytes[$0.leadingTrivia], as: UTF8.self))
    }
  }

  func reassembled(_ source: String) -> String {
    let bytes = Array(source.utf8)
    let tokens = Lexer.tokenize(bytes).tokens
    return String(
      decoding: tokens.flatMap { Array(bytes[$0.leadingTrivia]) + bytes[$0.range] }, as: UTF8.self)
  }

  /// Every `.swift` file under the repository's Sources, Tests and Exercises, sorted.
  func swiftFiles() throws -> [URL] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var files: [URL] = []
    for folder in ["Sources", "Tests", "Exercises", "Solutions"] {
      let enumerator = FileManager.default.enumerator(
        at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = enumerator?.nextObject() as? URL {
        if url.path.contains("/.build/") { continue }
        if url.pathExtension == "swift" { files.append(url) }
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// A small deterministic generator (SplitMix64), so a fuzz failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
