import Foundation
import VIPKitSyntax

/// Which test classes and suites reach a type, read from the sources alone: a test reaches
/// `LoginInteractor` when its code names it, or names a type that (through the app's own
/// code) names it, such as `LoginConfigurator`. This is how an Xcode app's mutants choose
/// their tests before any test has run; a mutant that survives them is run again against
/// every test, so the choice can only save time, never hide a kill.
package struct TestReach: Sendable {
  /// A test class (`XCTestCase`) or a Swift Testing suite, as `-only-testing:` names it.
  package struct TestType: Sendable, Equatable {
    /// `LoginTests/LoginInteractorTests`.
    package var identifier: String
    /// The names its code uses.
    package var names: Set<String>
  }

  package var tests: [TestType]
  /// For each type of the app, the types of the app whose code names it.
  private var namedBy: [String: Set<String>]

  /// Reads the app's files and the test targets' files (`testFiles`: each with its test
  /// target's name).
  package init(appFiles: [SourceText], testFiles: [(target: String, source: SourceText)]) {
    var namedBy: [String: Set<String>] = [:]
    let outlines = appFiles.map(SwiftOutline.init)
    let declared = Set(
      outlines.flatMap { $0.types.filter { $0.keyword != "protocol" }.map(\.name) })
    for outline in outlines {
      for type in outline.types where type.keyword != "protocol" {
        for name in Self.names(in: type, of: outline) where declared.contains(name) {
          if name != type.name { namedBy[name, default: []].insert(type.name) }
        }
      }
    }
    self.namedBy = namedBy
    var tests: [TestType] = []
    for (target, source) in testFiles {
      let outline = SwiftOutline(source)
      for type in outline.types where type.keyword != "protocol" && type.keyword != "extension" {
        guard Self.isTest(type, of: outline) else { continue }
        tests.append(
          TestType(
            identifier: "\(target)/\(type.name)", names: Self.names(in: type, of: outline)))
      }
    }
    self.tests = tests.sorted { $0.identifier < $1.identifier }
  }

  /// The tests that reach the type `name`: those naming it or a type that leads to it.
  package func tests(reaching name: String) -> [String] {
    var reaching: Set<String> = [name]
    var frontier = [name]
    while let next = frontier.popLast() {
      for user in namedBy[next] ?? [] where reaching.insert(user).inserted {
        frontier.append(user)
      }
    }
    return tests.filter { !$0.names.isDisjoint(with: reaching) }.map(\.identifier)
  }

  /// Whether `type` holds tests: an `XCTestCase` subclass, a `@Suite`, or a type with `@Test`
  /// functions.
  static func isTest(_ type: SwiftOutline.TypeDecl, of outline: SwiftOutline) -> Bool {
    if type.inherited.contains(where: { $0 == "XCTestCase" || $0.hasSuffix(".XCTestCase") }) {
      return true
    }
    if type.attributes.contains(where: { $0.hasPrefix("@Suite") }) { return true }
    return type.ownTokens.contains { index in
      outline.text(index) == "@Test"
        || (outline.text(index) == "@" && outline.text(index + 1) == "Test")
    }
  }

  /// The identifiers used in `type`'s own code.
  static func names(in type: SwiftOutline.TypeDecl, of outline: SwiftOutline) -> Set<String> {
    Set(type.body.filter { outline.kind($0) == .identifier }.map { outline.text($0) })
  }
}
