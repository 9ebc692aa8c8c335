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
