import Testing

@testable import VIPKitSyntax

/// The scanner asks a word set of nearly every identifier whether it is a keyword, on bytes;
/// its quick refusals (by length, first byte and last byte) must never refuse a word it holds.
@Suite("Words looked up by their bytes")
struct ByteWordSetTests {
  static let words: Set<String> = ["private", "public", "protocol", "in", "is", "a", "café"]

  @Test(
    "the same answers as a Set of strings",
    arguments: [
      "private", "public", "protocol", "in", "is", "a", "café",
      // Same length and first and last byte as a word, but not one.
      "pxivate", "prl", "pe", "it", "ib", "b", "caf", "cafe", "Private", "privatee",
      // Longer than every word; empty; non-ASCII first byte.
      "protocolsAndMore", "", "éa", "\u{7f}",
    ])
  func answers(word: String) {
    let set = ByteWordSet(Self.words)
    let bytes = Array(("  " + word + " ").utf8)
    let range = 2..<(2 + word.utf8.count)
    #expect(set.contains(bytes, range) == Self.words.contains(word), "\(word)")
  }

  @Test("every declaration modifier is found inside a line of source")
  func modifiers() {
    let set = DeclarationParser.modifierWords
    for word in DeclarationParser.declarationModifiers {
      let bytes = Array("x \(word) y".utf8)
      #expect(set.contains(bytes, 2..<(2 + word.utf8.count)), "\(word)")
      #expect(!set.contains(bytes, 0..<1))
    }
  }
}
