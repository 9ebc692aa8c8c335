import Foundation
import VIPKitCore
import VIPKitSyntax

/// A test's own code, as the student should read it next to its failure: from its attribute
/// or `func` line to the brace that closes it, found in the exercise's test files by the
/// test's ID (Swift Testing's carries `File.swift:line:column`; XCTest's ends in the method).
enum TestSource {
  static func code(of testID: String, in tests: URL) -> String? {
    let files = SwiftFiles.find([tests]).files
    if let range = testID.range(of: #"[^/]+\.swift:\d+"#, options: .regularExpression) {
      let place = testID[range].split(separator: ":")
      guard let line = Int(place[1]),
        let file = files.first(where: { $0.lastPathComponent == String(place[0]) }),
        let text = try? String(contentsOf: file, encoding: .utf8)
      else { return nil }
      return block(in: text, fromLine: line)
    }
    // `Module.Class/testName` or `Module.Suite/name()`.
    guard let last = testID.split(separator: "/").last else { return nil }
    let name = last.prefix { $0 != "(" }
    for file in files {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if let index = lines.firstIndex(where: { $0.contains("func \(name)(") }) {
        // Its attributes (`@Test("…")`) on the lines above belong to it.
        var start = index
        while start > 0, lines[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("@") {
          start -= 1
        }
        return block(in: text, fromLine: start + 1)
      }
    }
    return nil
  }

  /// The text from line `line` (1-based) to the `}` that closes the first `{` after it,
  /// braces in strings and comments aside, with the common indentation removed.
  static func block(in text: String, fromLine line: Int) -> String? {
    let bytes = Array(text.utf8)
    var start = 0
    var current = 1
    while current < line, start < bytes.count {
      if bytes[start] == 10 { current += 1 }
      start += 1
    }
    guard current == line else { return nil }
    var depth = 0
    var end: Int?
    for token in Lexer.tokenize(Array(bytes[start...])).tokens where token.kind == .punctuation {
      let byte = bytes[start + token.range.lowerBound]
      if byte == UInt8(ascii: "{") { depth += 1 }
      if byte == UInt8(ascii: "}") {
        depth -= 1
        if depth == 0 {
          end = start + token.range.upperBound
          break
        }
      }
    }
    guard let end else { return nil }
    let lines = String(decoding: bytes[start..<end], as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let indent =
      lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
      .joined(separator: "\n")
  }
}
