import Foundation
import VIPKitCore

/// Swift Testing's display names, read from the test files: `@Test("loading is shown") func
/// loading()` fails in the output as `✘ Test "loading is shown" recorded an issue`, not by
/// its function, and a kill is pinned on a test only when the name leads back to it. Read by
/// text, as a person would: the display name, then the next `func` after it.
struct TestDisplayNames: Sendable {
  /// Display name (as written between the quotes) → the functions that carry it.
  private let functions: [String: Set<String>]

  init(_ functions: [String: Set<String>] = [:]) { self.functions = functions }

  /// The display names of every test file under `folder`'s `Tests/`.
  init(package folder: URL) {
    var found: [String: Set<String>] = [:]
    for url in SwiftFiles.find([folder.appendingPathComponent("Tests")]).files {
      guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("@Test")
      else { continue }
      for (name, function) in Self.pairs(in: text) { found[name, default: []].insert(function) }
    }
    functions = found
  }

  /// The functions a failure line's name stands for: `"loading is shown"` (quoted, as Swift
  /// Testing prints a display name) → `["loading"]`; empty for any other name.
  func functions(reportedAs name: String) -> Set<String> {
    guard name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") else { return [] }
    return functions[String(name.dropFirst().dropLast())] ?? []
  }

  private static let display = try! NSRegularExpression(
    pattern: #"@Test\s*\(\s*"((?:[^"\\\n]|\\.)*)""#)
  private static let function = try! NSRegularExpression(
    pattern: #"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)"#)

  static func pairs(in text: String) -> [(name: String, function: String)] {
    let whole = NSRange(text.startIndex..., in: text)
    return display.matches(in: text, range: whole).compactMap { match in
      guard let name = Range(match.range(at: 1), in: text) else { return nil }
      let rest = NSRange(
        location: match.range.upperBound, length: whole.length - match.range.upperBound)
      guard let next = function.firstMatch(in: text, range: rest),
        let function = Range(next.range(at: 1), in: text)
      else { return nil }
      return (String(text[name]), String(text[function]))
    }
  }
}
