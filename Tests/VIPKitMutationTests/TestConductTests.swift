import Foundation
import Testing
import VIPKitCore

@testable import VIPKitMutation

/// How a mutant's tests are grouped into processes once the suite's order-dependent and flaky
/// tests are known, and how a run's failure lines are tied to tests: no build needed.
@Suite("Order-dependent and flaky tests")
struct TestConductTests {
  static func xctest(_ id: String) -> TestName { TestName(library: .xctest, id: "App.\(id)") }
  static func testing(_ id: String) -> TestName {
    TestName(library: .swiftTesting, id: "App.\(id)")
  }

  let first = xctest("StoreTests/test1_saves")
  let second = xctest("StoreTests/test2_reads")
  let polluter = xctest("DiscountTests/testA_on")
  let victim = xctest("DiscountTests/testZ_fullPrice")
  let flaky = testing("Suite/sometimes()")
  let plain = testing("labels()")

  func conduct() -> TestConduct {
    TestConduct(listed: [first, second, polluter, victim, flaky, plain])
  }

  /// Found on the mixed XCTest and Swift Testing fixture: Swift Testing names a test with a
  /// display name by that name, and its kills were pinned on no test.
  @Test("a Swift Testing failure named by its display name is pinned on the test of that function")
  func displayNames() {
    let source = """
      @Suite("Labels") struct Suite {
        @Test("sometimes \\"fails\\" \\u{2014} twice", .tags(.slow))
        @MainActor func sometimes() async {}
        @Test func plain() {}
        class func helper() {}
        struct Inner { @Test(#"raw "name""#) func sometimes() {} }
      }
      @Test("labels are shown") func labels() {}
      """
    let pairs = TestFileOutline(Array(source.utf8)).displayNames
    // The values Swift Testing prints: escapes and raw strings undone.
    #expect(
      pairs.map(\.name) == [
        "sometimes \"fails\" \u{2014} twice", #"raw "name""#, "labels are shown",
      ])
    #expect(
      pairs.map(\.function) == [
        .init(suite: "Suite", name: "sometimes"), .init(suite: "Inner", name: "sometimes"),
        .init(suite: nil, name: "labels"),
      ])
    // Read from the file itself, a failure line's name leads to its test, in its suite only.
    let inner = Self.testing("Suite/Inner/sometimes()")
    let conduct = TestConduct(
      listed: [first, flaky, inner, plain],
      displayNames: TestDisplayNames(
        Dictionary(grouping: pairs, by: \.name).mapValues { Set($0.map(\.function)) }))
    #expect(conduct.tests(named: ["\"labels are shown\""], in: nil) == [plain])
    #expect(
      conduct.tests(
        named: ["\"sometimes \"fails\" \u{2014} twice\"", "StoreTests.test1_saves"], in: nil)
        == [flaky, first])
    #expect(conduct.tests(named: [#""raw "name"""#], in: nil) == [inner])
    #expect(conduct.tests(named: ["\"nobody\"", "labels are shown"], in: nil) == [])
  }

  @Test("a test that fails alone brings its company, in the order the suite runs them")
  func company() {
    let conduct = conduct()
    conduct.setCompany([first], of: second)
    #expect(conduct.groups(for: [second]) == [[first, second]])
    #expect(conduct.own([second, plain]) == [first, second, plain])
    #expect(conduct.passedUnmutated([first, second]) == true, "the company run passed")
    #expect(conduct.findings.needsBefore == [second.id: [first.id]])
  }

  @Test("a test that fails after another runs apart from it, only when both are selected")
  func apart() {
    let conduct = conduct()
    conduct.addPolluter(polluter, of: victim)
    #expect(conduct.groups(for: [polluter, victim, plain]) == [[polluter, plain], [victim]])
    #expect(conduct.groups(for: [victim, plain]) == [[victim, plain]])
    #expect(conduct.findings.failsAfter == [victim.id: [polluter.id]])
  }

  @Test("flaky tests are left out, also of the whole suite; none left means nothing to run")
  func flakyLeftOut() {
    let conduct = conduct()
    #expect(conduct.groups(for: nil) == [nil], "every test, as the binary runs them")
    conduct.addFlaky([flaky])
    #expect(conduct.groups(for: [flaky, plain]) == [[plain]])
    #expect(conduct.groups(for: [flaky]) == [])
    #expect(conduct.groups(for: nil) == [[first, second, polluter, victim, plain]])
    #expect(conduct.findings.flaky == [flaky.id])
  }

  @Test("failure lines name tests: XCTest's Class.method, Swift Testing's function, coloured")
  func names() {
    let output = """
      Test Case 'DiscountTests.testZ_fullPrice' started at 2026-11-27 06:14:46.634
      Test Case 'DiscountTests.testZ_fullPrice' failed (0.0 seconds)
      \u{1B}[91m✘\u{1B}[0m Test sometimes() recorded an issue at A.swift:3:5: Expectation failed
      \u{1B}[91m✘\u{1B}[0m Test sometimes() failed after 0.001 seconds with 1 issue.
      ✘ Test run with 2 tests failed after 0.002 seconds with 1 issue.
      """
    let reported = TestBinary.failingTests(in: output)
    #expect(reported == ["DiscountTests.testZ_fullPrice", "sometimes()"])
    #expect(conduct().tests(named: reported, in: nil) == [victim, flaky])
    #expect(conduct().tests(named: reported, in: [flaky]) == [flaky], "only within the run")
    #expect(conduct().tests(named: ["\"a display name\""], in: nil) == [])
  }

  @Test("a run stops at XCTest's first assertion line; a test that never ended is named")
  func assertionsAndCrashes() {
    // swift-algorithms: one test printed 108,838 of these before its `Test Case` line.
    let linux =
      "/p/Tests/ChunkedTests.swift:168: error: ChunkedTests.testTraversal : XCTAssertEqual "
      + "failed: (\"nil\") is not equal to (\"Optional(1)\") - Index at offset 0"
    let mac = "/p/T.swift:3: error: -[AppTests.ChunkedTests testTraversal] : XCTAssertTrue failed"
    #expect(TestLibrary.reportsFailure(Substring(linux)))
    #expect(TestLibrary.xctestAssertion(in: Substring(linux)) == "ChunkedTests.testTraversal")
    #expect(TestLibrary.xctestAssertion(in: Substring(mac)) == "ChunkedTests.testTraversal")
    // A compiler's error line is no test's assertion.
    #expect(!TestLibrary.reportsFailure("/p/A.swift:3:5: error: cannot find 'x' in scope"))
    let crashed = """
      Test Case 'StoreTests.test1_saves' started at 2026-11-27 06:14:46.634
      Test Case 'StoreTests.test1_saves' passed (0.001 seconds)
      Test Case '-[App.StoreTests test2_reads]' started at 2026-11-27 06:14:46.635
      Fatal error: Index out of range
      """
    #expect(TestBinary.failingTests(in: crashed) == ["StoreTests.test2_reads"])
    #expect(conduct().tests(named: TestBinary.failingTests(in: crashed), in: nil) == [second])
  }

  @Test("the report says which tests depend on order and which are flaky, in sentences")
  func sentences() throws {
    var selection = MutationRunner.Selection()
    selection.needsBefore = [second.id: [first.id]]
    selection.failsAfter = [victim.id: [polluter.id]]
    selection.flaky = [flaky.id]
    #expect(
      selection.conductLines == [
        "Order: App.StoreTests/test2_reads fails alone; it ran after App.StoreTests/test1_saves "
          + "whenever it was selected.",
        "Order: App.DiscountTests/testZ_fullPrice fails after App.DiscountTests/testA_on (it "
          + "passes alone and in the whole suite); it ran apart from it.",
        "Flaky: App.Suite/sometimes() failed and passed on the same code; its failures counted "
          + "for nothing.",
      ])
    // Reports written before these were found read as before, and shards' findings merge.
    let written = #"{"tests":1,"testRuns":0,"mutantsRun":0,"coverageSeconds":0,"reused":0}"#
    let old = try JSONDecoder().decode(MutationRunner.Selection.self, from: Data(written.utf8))
    #expect(old.conductLines.isEmpty)
  }

  @Test("shards' findings merge: what any shard found holds for the whole run")
  func merged() throws {
    func shard(_ index: Int, _ edit: (inout MutationRunner.Selection) -> Void) -> MutationReport {
      var result = MutationRunner.Result(
        mutants: [], baselineSeconds: 0, seconds: 1, buildSeconds: 1, workdir: nil)
      edit(&result.selection)
      return MutationReport(package: "App", result: result, shard: .init(index: index, count: 2))
    }
    let merged = try MutationReport.merge([
      shard(1) {
        $0.needsBefore = [second.id: [first.id]]
        $0.failsAfter = [victim.id: [polluter.id]]
      },
      shard(2) {
        $0.failsAfter = [victim.id: [first.id]]
        $0.flaky = [flaky.id]
      },
    ])
    #expect(merged.selection.needsBefore == [second.id: [first.id]])
    #expect(merged.selection.failsAfter == [victim.id: [polluter.id, first.id].sorted()])
    #expect(merged.selection.flaky == [flaky.id])
  }
}
