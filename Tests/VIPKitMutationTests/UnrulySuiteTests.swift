import Foundation
import Testing
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitMutation

/// A suite as real ones are (Fixtures/Unruly, each case in XCTest and Swift Testing): a test
/// that fails alone, one that fails after another, flaky tests and a waiting test. Selection
/// stays on, each case is named in the report, and every mutant gets the status that running
/// every test with the whole suite's time limit gives, run after run.
@Suite("A suite with order-dependent and flaky tests", .serialized, .scenario(.mutation))
struct UnrulySuiteScenarios {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Unruly")

  @Test("selection stays on; the tests that depend on order and the flaky ones are named")
  func orderAndFlakes() throws {
    let kept = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-unruly-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: kept) }
    var options = MutationRunner.Options.sharingModules(Self.fixture)
    options.workspace = kept
    options.files = ["Sources/*.swift"]
    let fast = try MutationRunner(options: options) { _ in }.run()

    #expect(fast.selection.off == nil, "one test that fails alone no longer turns selection off")
    #expect(
      fast.selection.needsBefore == [
        "UnrulyTests.BasketStoreTests/test2_countsWhatTheFirstAdded": [
          "UnrulyTests.BasketStoreTests/test1_adds"
        ],
        "UnrulyTests.BasketStoreSuite/second_countsWhatTheFirstAdded()": [
          "UnrulyTests.BasketStoreSuite/first_adds()"
        ],
      ])
    #expect(
      fast.selection.failsAfter == [
        "UnrulyTests.DiscountTests/testZ_fullPrice": ["UnrulyTests.DiscountTests/testA_discounted"],
        "UnrulyTests.DiscountSuite/z_fullPrice()": ["UnrulyTests.DiscountSuite/a_discounted()"],
      ])
    #expect(
      fast.selection.flaky == [
        "UnrulyTests.FlakyTests/testWelcomes", "UnrulyTests.welcomesFlakily()",
      ])
    func diffs(_ result: MutationRunner.Result, _ status: Mutant.Status) -> [String] {
      result.mutants.filter { $0.status == status }.map(\.diff)
    }
    #expect(
      diffs(fast, .survived) == [
        #"lastEvent = "priced"  →  lastEvent = """#,
        #"count == 1 ? "item" : "items"  →  count == 1 ? "item" : """#,
        // Only the flaky tests notice these: their failures count for nothing.
        #"return "Welcome back"  →  return """#,
        #"return "Welcome back"  →  return """#,
      ])
    let inlinable = fast.mutants.filter { $0.file.hasSuffix("Clamp.swift") }
    #expect(inlinable.count == 2 && inlinable.allSatisfy { $0.status == .killed })
    #expect(diffs(fast, .timedOut).count == 1, "the waiting test's presentation removed")
    // (The twelfth: the total handed to the presenter made 0, the `argument` mutant.)
    #expect(diffs(fast, .killed).count == 12, "the count is killed with its company's help")
    #if os(Linux)
      #expect(fast.selection.hangsFoundIdle == 1, "the hang is found idle, selection on")
      #expect(Self.helpersLeft() == 0, "a helper the killed runs launched in its own session")
    #endif

    // The same again on the kept copy (the flaky tests' counts go on): the same statuses.
    let again = try MutationRunner(options: options) { _ in }.run()
    #expect(again.mutants.map(\.status) == fast.mutants.map(\.status))
    #expect(again.selection.flaky == fast.selection.flaky)

    // The slow path: every test for every mutant, the whole suite's limit.
    options.selectTests = false
    options.perTestTimeLimits = false
    let slow = try MutationRunner(options: options) { _ in }.run()
    #expect(slow.mutants.map(\.status) == fast.mutants.map(\.status))
    #expect(slow.selection.off == "--all-tests")
  }

  /// The fixture's helpers (`sleep 86399`) still running.
  static func helpersLeft() -> Int {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { entry in
      guard Int(entry) != nil,
        let command = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return false }
      return String(decoding: command, as: UTF8.self) == "sleep\u{0}86399\u{0}"
    }.count
  }
}
