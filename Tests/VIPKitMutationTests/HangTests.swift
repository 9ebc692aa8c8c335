import Foundation
import Testing
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitMutation

/// Mutants that leave a test waiting forever for a call that never comes: found out by the
/// run sitting idle past the tests' own time, with the statuses the whole-suite limit gives.
@Suite("Hangs", .serialized, .scenario(.mutation))
struct HangScenarios {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Waiting")

  @Test("a removed presenter call that leaves an XCTest and a Swift Testing test waiting")
  func waitingTests() throws {
    let kept = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-hangs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: kept) }
    var options = MutationRunner.Options.sharingModules(Self.fixture)
    options.workspace = kept
    let fast = try MutationRunner(options: options) { _ in }.run()
    let hangs = [
      #"Task { presenter?.presentGreeting("Hello, " + name) }  →  Task { (removed) }"#,
      "Task { presenter?.presentCount(items.count) }  →  Task { (removed) }",
    ]
    #expect(fast.mutants.filter { $0.status == .timedOut }.map(\.diff) == hangs)
    #expect(fast.mutants.contains { $0.status == .killed }, "the greeting's text is tested")
    #if os(Linux)
      #expect(fast.selection.hangsFoundIdle == 2, "both runs were ended idle, not at the limit")
      // Each says which test it left waiting: one of each library's.
      let waiting = fast.mutants.filter { $0.status == .timedOut }.compactMap(\.hang)
      #expect(waiting.map(\.cause) == [.idle, .idle])
      #expect(waiting.allSatisfy { $0.test != nil }, "\(waiting)")
    #endif
    #expect(fast.mutants.filter { $0.status != .timedOut }.allSatisfy { $0.hang == nil })

    // The slow path (the whole suite's limit, no idle check) gives every mutant the same
    // status: the fast path only ends the waiting sooner.
    options.perTestTimeLimits = false
    let slow = try MutationRunner(options: options) { _ in }.run()
    #expect(slow.mutants.map(\.status) == fast.mutants.map(\.status))
    #expect(slow.selection.hangsFoundIdle == 0)
    #expect(
      slow.mutants.filter { $0.status == .timedOut }.compactMap(\.hang?.cause) == [.limit, .limit],
      "no idle check: both ran to the limit")
  }
}
