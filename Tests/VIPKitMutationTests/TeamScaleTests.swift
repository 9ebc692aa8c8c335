import Foundation
import Testing
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitMutation

/// Mutation testing at a team's scale: only the tests that reach a mutant, runs stopped at
/// the first failure, a kept workspace, `--since`, `--cache`, and shards merged into one.
@Suite("Mutation testing at a team's scale", .serialized, .scenario(.mutation))
struct TeamScaleScenarios {
  static let fixtures = RunnerTests.fixture.deletingLastPathComponent()

  /// Statuses by mutant, with "no test reaches it" read as the "survived" a full run gives.
  static func statuses(_ result: MutationRunner.Result) -> [String: Mutant.Status] {
    Dictionary(
      uniqueKeysWithValues: result.mutants.map {
        ("\($0.file)#\($0.id) \($0.diff)", $0.status == .noCoverage ? .survived : $0.status)
      })
  }

  static func run(
    _ package: URL, workspace: URL?, _ configure: (inout MutationRunner.Options) -> Void = { _ in }
  ) throws -> MutationRunner.Result {
    var options = MutationRunner.Options.sharingModules(package)
    options.workspace = workspace
    configure(&options)
    return try MutationRunner(options: options) { _ in }.run()
  }

  @Test(
    "selection never changes a mutant's status: Swift Testing, XCTest, mixed, and the edge cases",
    arguments: ["Tricky", "Edgy", "XCTestLogin", "XCTestLogin-mixed"])
  func selectionKeepsStatuses(fixture: String) throws {
    let package = try Scratch(copying: Self.fixtures.appendingPathComponent("XCTestLogin"))
    if fixture == "XCTestLogin-mixed" {
      try package.overlay(Self.fixtures.appendingPathComponent(fixture))
    } else if fixture != "XCTestLogin" {
      try FileManager.default.removeItem(at: package.url)
      try FileManager.default.copyItem(
        at: Self.fixtures.appendingPathComponent(fixture), to: package.url)
    }
    let workspace = package.url.appendingPathComponent(".build/vipkit-mutate")
    let all = try Self.run(package.url, workspace: workspace) { $0.selectTests = false }
    let selected = try Self.run(package.url, workspace: workspace)
    #expect(all.selection.off == "--all-tests")
    #expect(selected.selection.off == nil, "\(selected.selection)")
    #expect(!all.mutants.isEmpty)
    #expect(Self.statuses(selected) == Self.statuses(all))
    // Each mutant ran fewer tests than the whole suite, on the whole.
    #expect(
      selected.selection.testRuns < selected.selection.mutantsRun * selected.selection.tests,
      "\(selected.selection)")
  }

  @Test("--shard 1/3, 2/3, 3/3 then merge: exactly the statuses and score of one run")
  func shardsMerge() throws {
    let package = try Scratch(copying: RunnerTests.fixture)
    let workspace = package.url.appendingPathComponent(".build/vipkit-mutate")
    let whole = MutationReport(
      package: "Tricky", result: try Self.run(package.url, workspace: workspace))
    var shards: [MutationReport] = []
    for index in 1...3 {
      let shard = MutationReport.Shard(index: index, count: 3)
      let result = try Self.run(package.url, workspace: workspace) { $0.shard = shard }
      // Through JSON, as the shards' machines hand their reports over.
      let data = try JSONOutput.encode(
        MutationReport(package: "Tricky", result: result, shard: shard))
      shards.append(try JSONDecoder().decode(MutationReport.self, from: Data(data.utf8)))
    }
    let ran = shards.map {
      $0.counts.killed + $0.counts.survived + $0.counts.timedOut + $0.counts.noCoverage
    }
    #expect(ran.allSatisfy { $0 > 0 } && ran.reduce(0, +) == 31, "\(ran)")
    let merged = try MutationReport.merge(shards.reversed())
    // Every mutant as one run has it; the test named as its killer may be another of those
    // that fail on it (Swift Testing runs them side by side: the first to fail ends the run).
    func withoutKillers(_ files: [MutationReport.FileEntry]) -> [String] {
      files.flatMap { file in
        file.mutants.map { "\(file.file) \($0.id) \($0.status) \($0.line):\($0.column) \($0.diff)" }
      }
    }
    #expect(withoutKillers(merged.files) == withoutKillers(whole.files))
    let killers = merged.files.flatMap(\.mutants).map {
      ($0.status == .killed) == ($0.killedBy != nil)
    }
    #expect(!killers.contains(false), "every killed mutant names its killers, and only those")
    #expect(merged.counts == whole.counts)
    #expect(merged.score == whole.score)
    #expect(merged.shard == MutationReport.Shard(index: 0, count: 3))
    // Merged, the shards make one valid mutation-testing-elements report, every format too.
    try ReportFormatTests.checkEveryFormat(merged, package: package.url)

    #expect(throws: MutationReport.MergeError.self) {
      try MutationReport.merge(Array(shards.prefix(2)))
    }
    #expect(throws: MutationReport.MergeError.self) {
      try MutationReport.merge([shards[0], shards[0], shards[1], shards[2]])
    }
  }

  @Test(
    "--since runs only the mutants of the lines changed since the ref, and a kept workspace builds again"
  )
  func since() throws {
    let package = try Scratch(copying: RunnerTests.fixture)
    for arguments in [
      ["init", "-q"], ["add", "."],
      ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "start"],
    ] {
      #expect(ChildProcess.run("git", arguments, in: package.url).succeeded)
    }
    try package.replace(
      in: "Sources/Tricky/TrickyInteractor.swift", "public var isLarge: Bool { limit >= 10 }",
      with: "public var isLarge: Bool { limit > 9 }")
    let workspace = package.url.appendingPathComponent(".build/vipkit-mutate")
    let result = try Self.run(package.url, workspace: workspace) { $0.since = "HEAD" }
    #expect(
      result.mutants.map(\.diff) == [
        "public var isLarge: Bool { limit > 9 }  →  public var isLarge: Bool { limit >= 9 }",
        "public var isLarge: Bool { limit > 9 }  →  public var isLarge: Bool { limit <= 9 }",
        "public var isLarge: Bool { limit > 9 }  →  public var isLarge: Bool { limit > 10 }",
      ])
    #expect(result.mutants.map(\.status) == [.killed, .killed, .killed])
    // A scratch build indexes only the package's own files (`ScratchBuild`): the index
    // units of the toolchain's modules (`Foundation.swiftmodule-…`, `SwiftGlibc….pcm-…`)
    // were a third of a small package's cold build.
    #expect(
      !IndexUnits.names(under: workspace).isEmpty,
      "XCTest's tests are found from the index store on Linux")
    let system = IndexUnits.ofToolchainModules(under: workspace)
    #expect(system.isEmpty, "\(system)")

    let unchanged = try Self.run(package.url, workspace: workspace) { $0.since = "HEAD~0" }
    #expect(unchanged.mutants.count == 3)
    #expect(throws: MutationRunner.Failure.self) {
      try Self.run(package.url, workspace: workspace) { $0.since = "no-such-ref" }
    }
  }

  @Test(
    "--cache reuses every outcome when nothing changed, and runs again those a test edit touches")
  func cache() throws {
    let package = try Scratch(copying: RunnerTests.fixture)
    let workspace = package.url.appendingPathComponent(".build/vipkit-mutate")
    let file = package.url.appendingPathComponent("mutants.cache")
    let first = try Self.run(package.url, workspace: workspace) { $0.cache = file }
    #expect(first.selection.reused == 0)
    let second = try Self.run(package.url, workspace: workspace) { $0.cache = file }
    #expect(second.selection.reused == 31)
    #expect(Self.statuses(second) == Self.statuses(first))
    // A test file edited: the mutants its tests reach run again; `untested`'s do not.
    let tests = "Tests/TrickyTests/TrickyTests.swift"
    let text = try String(contentsOf: package.url.appendingPathComponent(tests), encoding: .utf8)
    try (text + "\n// edited\n").write(
      to: package.url.appendingPathComponent(tests), atomically: true, encoding: .utf8)
    let third = try Self.run(package.url, workspace: workspace) { $0.cache = file }
    #expect(
      third.selection.reused == 4, "only the four mutants no test reaches keep their outcome")
    #expect(Self.statuses(third) == Self.statuses(first))
  }

  @Test("a kept copy remembers which mutants did not compile, until a source changes")
  func unviableRemembered() throws {
    let package = try Scratch(copying: RunnerTests.fixture)
    let workspace = package.url.appendingPathComponent(".build/vipkit-mutate")
    func run() throws -> (result: MutationRunner.Result, said: [String]) {
      let said = Said()
      var options = MutationRunner.Options.sharingModules(package.url)
      options.workspace = workspace
      let result = try MutationRunner(options: options) { said.add($0) }.run()
      return (result, said.lines)
    }
    let rebuilt = "do not compile (unviable); building again"
    let first = try run()
    #expect(first.said.contains { $0.contains(rebuilt) })
    // Nothing changed: the one unviable mutant is left out of the first build, which is the
    // only one.
    let second = try run()
    #expect(
      second.said.contains(
        "1 of the mutants did not compile in the last run on these sources: left out."))
    #expect(!second.said.contains { $0.contains(rebuilt) }, "\(second.said)")
    #expect(Self.statuses(second.result) == Self.statuses(first.result))
    // An edit under Sources/, even a comment, forgets it: the compiler finds it again.
    let source = try #require(
      FileTree.paths(under: package.url.appendingPathComponent("Sources")).first {
        $0.hasSuffix(".swift")
      })
    let url = package.url.appendingPathComponent("Sources/" + source)
    try (String(contentsOf: url, encoding: .utf8) + "\n// edited\n").write(
      to: url, atomically: true, encoding: .utf8)
    let third = try run()
    #expect(third.said.contains { $0.contains(rebuilt) })
    #expect(Self.statuses(third.result) == Self.statuses(first.result))
  }

  @Test("a package copied with its kept scratch copy: the copy's build is dropped, not broken")
  func movedWorkspace() throws {
    let first = try Scratch(copying: RunnerTests.fixture)
    let before = try Self.run(
      first.url, workspace: first.url.appendingPathComponent(".build/vipkit-mutate"))
    let second = try Scratch(copying: first.url)
    let after = try Self.run(
      second.url, workspace: second.url.appendingPathComponent(".build/vipkit-mutate"))
    #expect(Self.statuses(after) == Self.statuses(before))
  }
}

/// What a team-scale run reads without building: a test library's failure line, a diff.
@Suite("Mutation testing at a team's scale: what it reads")
struct TeamScaleTests {
  @Test("a run ends at its first failing test, as either library reports it")
  func stopsAtFirstFailure() {
    for line in [
      "Test Case 'LoginTests.LoginPresenterTests/testWelcome' failed (0.002 seconds).",
      "Test Case '-[LoginTests.LoginPresenterTests testWelcome]' failed (0.002 seconds).",
      #"✘ Test "greeting" recorded an issue at TrickyTests.swift:12:3: Expectation failed"#,
      "\u{1B}[91m✘\u{1B}[0m Test greeting() failed after 0.001 seconds with 1 issue.",
    ] {
      #expect(TestLibrary.reportsFailure(Substring(line)), "\(line)")
    }
    for line in [
      "Test Case 'LoginTests.LoginPresenterTests/testWelcome' passed (0.002 seconds).",
      "✘ Test run with 3 tests failed after 0.1 seconds with 1 issue.",
      #"━ Test "known" recorded a known issue at A.swift:1:1"#,
      "✔ Test greeting() passed after 0.001 seconds.",
    ] {
      #expect(!TestLibrary.reportsFailure(Substring(line)), "\(line)")
    }
    let start = Date()
    let outcome = ChildProcess.run(
      "/bin/sh",
      ["-c", "echo 'Test Case '\\''A.B/testC'\\'' failed (0.0 seconds).'; sleep 30; echo never"],
      timeout: 60, stopAt: { TestLibrary.reportsFailure($0) })
    #expect(Date().timeIntervalSince(start) < 10, "the run waited for the rest")
    #expect(outcome.stoppedAt == "Test Case 'A.B/testC' failed (0.0 seconds).")
    #expect(!outcome.succeeded && !outcome.output.contains("never"))
  }

  @Test("a diff's changed lines: hunks, counts left out, deletions, files")
  func changedLines() {
    let diff = """
      diff --git a/Sources/A.swift b/Sources/A.swift
      --- a/Sources/A.swift
      +++ b/Sources/A.swift
      @@ -3 +3 @@ one
      @@ -10,2 +11,3 @@ three
      @@ -20,4 +22,0 @@ deleted
      diff --git a/Sources/B.swift b/Sources/B.swift
      --- /dev/null
      +++ b/Sources/B.swift
      @@ -0,0 +1,2 @@
      """
    let changed = ChangedLines.parse(diff)
    func mutant(_ file: String, line: Int) -> Mutant {
      Mutant(
        id: 1, file: file, operatorName: "relational", range: 0..<1, replacement: "",
        location: SourceLocation(path: file, line: line, column: 1), diff: "")
    }
    #expect(
      [2, 3, 4, 10, 11, 13, 14, 22].map {
        changed.contains(mutant("Sources/A.swift", line: $0), maps: [:])
      } == [false, true, false, false, true, true, false, false])
    #expect(changed.contains(mutant("Sources/B.swift", line: 2), maps: [:]))
    #expect(!changed.contains(mutant("Sources/C.swift", line: 1), maps: [:]))
  }
}

/// What a run said, as its progress lines, from whichever thread said it.
final class Said: @unchecked Sendable {
  private let lock = NSLock()
  private var said: [String] = []

  func add(_ line: String) { lock.withLock { said.append(line) } }
  var lines: [String] { lock.withLock { said } }
}
