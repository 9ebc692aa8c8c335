import Foundation
import Testing
import VIPKitTestSupport

@testable import VIPKitMutation

/// `vipkit mutate --suggest-tests` on a scene with a mutant of every operator and a weak
/// suite, in XCTest and in Swift Testing: each survivor gets the test that catches it (but
/// those of a method that takes a closure, which get a sentence), and the tests, appended to
/// the suite unedited, build, pass and kill them.
@Suite("Suggested tests for every operator", .serialized, .scenario(.mutation))
struct SuggestedTestScenarios {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test(
    "each operator's survivor gets a checked test; appended, they kill them",
    arguments: [
      "xctest", "swift-testing",
    ])
  func everyOperator(framework: String) throws {
    let package = try Scratch(copying: Self.fixtures.appendingPathComponent("Tally"))
    if framework == "swift-testing" {
      try package.overlay(Self.fixtures.appendingPathComponent("Tally-swift-testing"))
    }
    var options = MutationRunner.Options.sharingModules(package.url)
    options.suggestsTests = true
    let result = try MutationRunner(options: options) { _ in }.run()
    let survivors = result.mutants.filter { $0.status == .survived || $0.status == .noCoverage }
    #expect(Set(survivors.map(\.operatorName)) == Set(MutationOperators.names))
    #expect(survivors.allSatisfy { $0.suggestion?.framework == framework })
    // Every survivor gets a checked test but those of a method that takes a closure: a
    // sentence each.
    let untested = survivors.filter { $0.suggestion?.code == nil }
    #expect(untested.count == 4)
    #expect(untested.allSatisfy { $0.diff.hasPrefix("done(cents == 0") }, "\(untested.map(\.diff))")
    #expect(untested.allSatisfy { $0.suggestion?.summary.contains("describe(_:then:)") == true })
    #expect(survivors.allSatisfy { $0.suggestion?.verified == ($0.suggestion?.code != nil) })
    // A computed property is read as a method without arguments.
    let property = survivors.first { $0.diff == "true  →  false" }
    #expect(property?.suggestion?.code?.contains("let result = sut.isShowingTotals") == true)
    // What a boundary gets: the input on it and the one beside it.
    let boundary = survivors.first {
      $0.diff.hasPrefix("let discounted = request.isMember && cost >= 500")
        && $0.operatorName == "relational"
    }
    #expect(boundary?.suggestion?.code?.contains("// Just beside it:") == true)
    // The same finding in words, for graded feedback: what to call, with which input, what
    // to check and what the reference does there; never a line of a test.
    for survivor in survivors where survivor.suggestion?.code != nil {
      let words = try #require(survivor.suggestion?.words, "\(survivor.diff)")
      #expect(words.hasPrefix("No test "), "\(words)")
      for code in ["#expect", "XCTAssert", "func ", "let sut", "@Test", "= Tally"] {
        #expect(!words.contains(code), "\(code) in: \(words)")
      }
    }
    let boundaryWords = try #require(boundary?.suggestion?.words)
    #expect(boundaryWords.contains(" set to 500 and checks "), "\(boundaryWords)")
    #expect(boundaryWords.contains("with `cost >= 500` made `cost < 500`"), "\(boundaryWords)")
    #expect(boundaryWords.contains("Just beside it, with "), "\(boundaryWords)")

    // Appended as they are, the tests build, pass, and leave at most a fifth alive.
    let file = package.url.appendingPathComponent("Tests/TallyTests/TallyTests.swift")
    var text = try String(contentsOf: file, encoding: .utf8)
    for code in survivors.compactMap(\.suggestion?.code) { text += "\n" + code + "\n" }
    try text.write(to: file, atomically: true, encoding: .utf8)
    let again = try MutationRunner(options: .sharingModules(package.url)) { _ in }.run()
    let left = again.mutants.filter { $0.status == .survived || $0.status == .noCoverage }
    #expect(left.map(\.diff) == untested.map(\.diff), "\(left.map(\.diff))")
    #expect(Double(left.count) <= Double(survivors.count) * 0.2)
  }

  /// A student's spy may never return: the search must not wait on it more than once.
  @Test("a spy that never returns costs its method's scenarios, not the run")
  func hangingSpy() throws {
    let package = try Scratch(copying: Self.fixtures.appendingPathComponent("Tally"))
    try package.replace(
      in: "Tests/TallyTests/Spies.swift", "func save(cents: Int) {",
      with: "func save(cents: Int) {\n    while cents < Int.max {}")
    var options = MutationRunner.Options.sharingModules(package.url)
    options.suggestsTests = true
    let said = Said()
    let result = try MutationRunner(options: options) { said.add($0) }.run()
    let survivors = result.mutants.filter { $0.status == .survived || $0.status == .noCoverage }
    // The interactor calls the worker in every scenario: no test for it; the presenter's
    // survivors still get theirs.
    let interactor = survivors.filter { $0.file.hasSuffix("TallyInteractor.swift") }
    let presenter = survivors.filter {
      $0.file.hasSuffix("TallyPresenter.swift") && !$0.diff.hasPrefix("done(")
    }
    #expect(!interactor.isEmpty && interactor.allSatisfy { $0.suggestion?.code == nil })
    #expect(!presenter.isEmpty && presenter.allSatisfy { $0.suggestion?.code != nil })
    // Given up once, on the code as written: its mutants are not probed (each would wait).
    #expect(
      said.lines.filter { $0.hasPrefix("No test for TallyInteractor.add(request:): none of its") }
        .count == 1, "\(said.lines)")
  }
}
