import Foundation
import VIPKitCore

/// A test as its library names it in a listing and takes it in a filter:
/// `LoginTests.LoginPresenterTests/testWelcome` (XCTest), `LoginTests.Suite/loading()` (Swift
/// Testing).
struct TestName: Hashable, Sendable, Comparable, Codable {
  var library: TestLibrary
  var id: String

  /// The class or suite that holds it (`Module.Class`), or its module for a Swift Testing
  /// function outside a suite.
  var type: Substring {
    if let slash = id.lastIndex(of: "/") { return id[..<slash] }
    return id.prefix { $0 != "." }
  }

  /// The function's name as a reader knows it: `testWelcome`, `loading()`.
  static func shortName(of id: String) -> String {
    if let slash = id.lastIndex(of: "/") { return String(id[id.index(after: slash)...]) }
    return id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? id
  }

  /// Whether a test file's `text` declares the test of `id`: its type (`Module.Type/test`),
  /// declared or extended there, or, for a Swift Testing function outside a suite
  /// (`Module.test()`), the function. Read by text, as a person would search for it.
  static func isDeclared(_ id: String, in text: String) -> Bool {
    let name = id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? id
    guard let slash = name.firstIndex(of: "/") else {
      return text.contains("func \(shortName(of: id).prefix { $0 != "(" })(")
    }
    let type = name[..<slash].split(separator: ".").last.map(String.init) ?? ""
    return ["class ", "struct ", "actor ", "enum ", "extension "].contains {
      containsWord($0 + type, in: text)
    }
  }

  /// Whether `text` holds `word` not followed by a letter, digit or `_` (`class Login` is not
  /// found in `class LoginTests`).
  private static func containsWord(_ word: String, in text: String) -> Bool {
    var rest = text[...]
    while let found = rest.range(of: word) {
      let next = rest[found.upperBound...].first
      if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
      rest = rest[found.upperBound...]
    }
    return false
  }

  static func < (lhs: TestName, rhs: TestName) -> Bool {
    (lhs.library.rawValue, lhs.id) < (rhs.library.rawValue, rhs.id)
  }

  /// The tests a `--list-tests` run of `library` printed: one `Module.Type/test` (or, for a
  /// Swift Testing function outside a suite, `Module.test()`) per line
  /// (XCTest heads its list with a `Listing N tests in …:` line).
  static func listed(in output: String, library: TestLibrary) -> [TestName] {
    output.split(separator: "\n").compactMap { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard !text.hasPrefix("Listing "), !text.contains(" "), text.contains("."),
        text.first?.isLetter == true || text.first == "_"
      else { return nil }
      return TestName(library: library, id: text)
    }
  }
}
