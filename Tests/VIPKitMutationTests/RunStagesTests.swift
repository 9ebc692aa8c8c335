import Foundation
import Testing
import VIPKitCore

@testable import VIPKitMutation

/// The stages of a mutation run that decide without building anything: how the schema's
/// build blames a compiler error on its mutant, each run's time limits, and how the
/// scoreboard keeps outcomes (a hang's reason goes with its time-out).
@Suite("Mutation run stages")
struct RunStagesTests {
  static func test(_ id: String) -> TestName { TestName(library: .xctest, id: id) }

  static func limits(perTest: Bool = true, own: [String: Double] = [:]) -> TimeLimits {
    var options = MutationRunner.Options(package: URL(fileURLWithPath: "/nowhere"))
    options.perTestTimeLimits = perTest
    options.timeoutFactor = 3
    options.timeoutFloor = 2
    options.idleFloor = 0.1
    return TimeLimits(options: options, suiteSeconds: 10) { group in
      var total = 0.0
      for test in group {
        guard let seconds = own[test.id] else { return nil }
        total += seconds
      }
      return total
    }
  }

  @Test("a run's limit: its tests' own time, never past the whole suite's; idle a little after")
  func timeLimits() {
    let limits = Self.limits(own: ["A.quick": 0.2, "A.slow": 20])
    #expect(limits.wholeSuite == 32)
    let quick = limits.forTests([Self.test("A.quick")])
    #expect(abs(quick.seconds - 2.6) < 1e-9)
    #expect(abs((quick.idleAfter ?? 0) - 0.7) < 1e-9, "a quick test idle for 0.7 s is hung")
    #expect(limits.forTests([Self.test("A.slow")]).seconds == 32, "capped at the suite's")
    // Tests whose time was not measured, or every test: the whole suite's, idle checked.
    #expect(limits.forTests([Self.test("A.unmeasured")]) == limits.everyTest)
    #expect(limits.forTests(nil) == .init(seconds: 32, idleAfter: 30.1))
    // --suite-time-limit: the whole suite's for every run, and no idle check.
    #expect(
      Self.limits(perTest: false, own: ["A.quick": 0.2]).forTests([Self.test("A.quick")])
        == .init(seconds: 32, idleAfter: nil))
  }

  /// The Tally fixture's plan, and the schema loop run with `errors` as the first build's
  /// output (each a line of the written file of `file`), and a clean second build.
  static func schemaLoop(
    errorAt line: (_ written: String) -> Int
  ) throws -> (mutants: [Mutant], builds: Int, file: String) {
    let plan = try MutationPlanTests.plan()
    let root = URL(fileURLWithPath: "/scratch")
    let file = MutationPlanTests.presenter
    var written: [String: String] = [:]
    var builds = 0
    let mutants = try SchemaBuild.loop(
      plan.mutants, maps: plan.maps, root: root, mutantSwitch: MutantSwitch(key: 7),
      write: { text, path in written[path] = text },
      build: {
        builds += 1
        guard builds == 1 else { return .init(status: 0, timedOut: false, output: "", seconds: 0) }
        let at = line(written[file] ?? "")
        return .init(
          status: 1, timedOut: false,
          output: "/scratch/\(file):\(at):9: error: cannot convert value", seconds: 0)
      }, progress: { _ in })
    return (mutants, builds, file)
  }

  @Test("the schema: an error in a mutant's lines makes it unviable, and the build runs again")
  func schemaBlamesTheMutant() throws {
    let result = try Self.schemaLoop { written in
      // The line after `case N:` of the file's first mutant holds its change.
      let lines = written.split(separator: "\n", omittingEmptySubsequences: false)
      let first = lines.firstIndex { $0.contains("case ") && $0.hasSuffix(":") } ?? 0
      return first + 2
    }
    #expect(result.builds == 2)
    let unviable = result.mutants.filter { $0.status == .unviable }
    #expect(!unviable.isEmpty)
    #expect(unviable.allSatisfy { $0.file == result.file }, "only the presenter's mutants")
    #expect(
      result.mutants.contains { $0.status == .pending },
      "the other mutants stay: \(unviable.count) of \(result.mutants.count) blamed")
  }

  @Test("the schema: an error outside every mutated body is the package's, named, not blamed")
  func schemaOwnError() {
    #expect {
      _ = try Self.schemaLoop { _ in 1 }
    } throws: { error in
      guard case MutationRunner.Failure.input(let message, let details) = error else {
        return false
      }
      return message == "the package does not build" && details.contains("cannot convert value")
    }
  }

  @Test("the scoreboard: a time-out keeps its hang; a status set over it drops it")
  func scoreboard() {
    let board = Scoreboard(total: 2, progress: { _ in })
    let hang = Hang(cause: .idle, test: "A.waits", seconds: 0.4)
    board.record(1, .init(status: .timedOut, testsRun: 1, hang: hang))
    board.record(2, .init(status: .killed, killers: [Self.test("A.checks")], testsRun: 3))
    #expect(board.hangs == [1: hang])
    #expect(board.testRuns == 4 && board.mutantsRun == 2)
    // A second pass (a mutant judged again) replaces its outcome but is not a second mutant.
    board.record(2, .init(status: .survived, testsRun: 2))
    #expect(board.mutantsRun == 2 && board.statuses[2] == .survived)
    board.override(1, .survived)
    #expect(board.hangs.isEmpty, "a time-out that showed nothing is no hang")
  }
}
