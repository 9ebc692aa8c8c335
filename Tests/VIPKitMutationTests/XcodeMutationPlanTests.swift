import Foundation
import Testing
import VIPKitCore
import VIPKitMutation
import VIPKitXcode

/// `vipkit mutate --project`: the plan Linux can check in full (files, mutants, the tests of
/// each, the xcodebuild commands), and the reading of xcodebuild's logs, on logs written as
/// xcodebuild writes them. Only running xcodebuild itself needs a Mac.
@Suite("Mutating an Xcode app: the plan and xcodebuild's verdicts")
struct XcodeMutationPlanTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("VIPKitXcodeTests/Fixtures")

  static func plan(_ request: XcodeSelection.Request) throws -> XcodeMutationPlan {
    try XcodeMutationPlan.make(XcodeSelection.resolve(request), options: .init())
  }

  @Test("presenters and interactors of the target, each mutant with the tests that reach it")
  func plansTheTarget() throws {
    let plan = try Self.plan(
      .init(project: Self.fixtures.appendingPathComponent("Synced/Synced.xcodeproj"), target: "App")
    )
    #expect(plan.scheme == "App")
    #expect(
      plan.files == ["App/Scenes/Cart/CartInteractor.swift", "App/Scenes/Cart/CartPresenter.swift"])
    #expect(
      plan.tests == [
        "AppTests/CartInteractorTests", "AppTests/CartSceneTests", "AppTests/FormatterTests",
      ])
    #expect(!plan.entries.isEmpty)
    for entry in plan.entries {
      #expect(entry.mutant.file == "App/Scenes/Cart/CartInteractor.swift")
      // The suite reaches the interactor through the configurator; the formatter's does not.
      #expect(entry.tests == ["AppTests/CartInteractorTests", "AppTests/CartSceneTests"])
    }
    #expect(plan.entries.contains { $0.mutant.operatorName == "relational" })
  }

  @Test("the commands: built once into the scratch copy, each mutant through TEST_RUNNER_")
  func commands() throws {
    let plan = try Self.plan(
      .init(project: Self.fixtures.appendingPathComponent("Synced/Synced.xcodeproj"), target: "App")
    )
    let scratch = plan.scratch.path
    #expect(plan.scratchReason == "in the temporary folder")
    #expect(
      plan.build.arguments == [
        "xcodebuild", "build-for-testing", "-project", scratch + "/Synced.xcodeproj", "-scheme",
        "App", "-destination", "platform=iOS Simulator,name=iPhone 16", "-derivedDataPath",
        scratch + "/DerivedData", "COMPILER_INDEX_STORE_ENABLE=NO", "-quiet",
      ])
    let run = plan.run(mutant: 3, tests: ["AppTests/CartInteractorTests"])
    #expect(run.environment == ["TEST_RUNNER_VIPKIT_MUTANT": "3"])
    #expect(run.arguments.starts(with: ["xcodebuild", "test-without-building", "-project"]))
    #expect(run.arguments.contains("-only-testing:AppTests/CartInteractorTests"))
    #expect(run.arguments.contains(scratch + "/Results/mutant-3.xcresult"))
    #expect(
      run.rendered.hasPrefix(
        "TEST_RUNNER_VIPKIT_MUTANT=3 xcodebuild test-without-building -project "))
    #expect(run.rendered.contains("-destination 'platform=iOS Simulator,name=iPhone 16'"))
  }

  @Test("a project that reaches outside its folder is copied beside it, so ../ paths hold")
  func siblingScratch() throws {
    let plan = try Self.plan(
      .init(
        workspace: Self.fixtures.appendingPathComponent("Workspace/Shop.xcworkspace"), scheme: "App"
      ))
    #expect(plan.scratch.lastPathComponent == ".App-vipkit-mutate")
    #expect(
      plan.scratch.deletingLastPathComponent().standardizedFileURL
        == plan.root.deletingLastPathComponent().standardizedFileURL)
    #expect(plan.build.arguments.contains("-workspace"))
    #expect(plan.scratchReason.contains("Packages/Core"))
  }

  @Test(
    "words are quoted for a shell only where they must be",
    arguments: [
      ("plain/path-1.0", "plain/path-1.0"), ("My VIPKit", "'My VIPKit'"), ("it's", "'it'\\''s'"),
      ("", "''"), ("$HOME", "'$HOME'"), ("-only-testing:A/B", "-only-testing:A/B"),
    ])
  func quoting(word: String, quoted: String) {
    #expect(Shell.quote(word) == quoted)
  }

  /// (The logs are named, not passed, so that a failing argument is not printed as a log.)
  @Test(
    "xcodebuild's verdicts, read from its log",
    arguments: [
      ("passed", Int32(0), XcodebuildOutcome.Verdict.passed, [String]()),
      ("xctestFailure", 65, .failed, ["CartInteractorTests/testAddingCountsTheItems"]),
      ("swiftTestingFailure", 65, .failed, ["configuredSceneAddsItems()"]),
      ("crash", 65, .failed, []),
      (
        "noDestination", 70,
        .notRun(
          "xcodebuild: error: Unable to find a device matching the provided destination specifier:"),
        []
      ),
    ])
  func verdicts(log: String, status: Int32, verdict: XcodebuildOutcome.Verdict, failing: [String])
    throws
  {
    let outcome = XcodebuildOutcome(log: try #require(Logs.named[log]), status: status)
    #expect(outcome.verdict == verdict)
    #expect(outcome.failingTests == failing)
  }

  @Test("the dry-run text lists files, tests, mutants with their tests, and every command")
  func text() throws {
    let plan = try Self.plan(
      .init(project: Self.fixtures.appendingPathComponent("Synced/Synced.xcodeproj"), target: "App")
    )
    let text = plan.text(container: "Synced.xcodeproj", targets: ["App"], testTargets: ["AppTests"])
    #expect(
      text.contains("Plan for Synced.xcodeproj, scheme App (mutating App; tests in AppTests)"))
    #expect(text.contains("  App/Scenes/Cart/CartPresenter.swift  (0 mutants)"))
    #expect(text.contains("      tests: AppTests/CartInteractorTests, AppTests/CartSceneTests"))
    #expect(text.contains(plan.build.rendered))
    #expect(text.contains(plan.baseline.rendered))
  }
}

// MARK: - Fixtures

/// xcodebuild's logs, as it writes them (shortened to the lines that decide).
enum Logs {
  static let named = [
    "passed": passed, "xctestFailure": xctestFailure, "swiftTestingFailure": swiftTestingFailure,
    "crash": crash, "noDestination": noDestination,
  ]
  static let passed = """
    Test Suite 'All tests' started at 2026-11-25 10:00:00.000.
    Test Case '-[AppTests.CartInteractorTests testAddingCountsTheItems]' passed (0.001 seconds).
    ✔ Test configuredSceneAddsItems() passed after 0.001 seconds.
    ** TEST EXECUTE SUCCEEDED **
    """
  static let xctestFailure = """
    Test Case '-[AppTests.CartInteractorTests testAddingCountsTheItems]' started.
    /tmp/x/AppTests/CartInteractorTests.swift:10: error: -[AppTests.CartInteractorTests testAddingCountsTheItems] : XCTAssertEqual failed: ("3") is not equal to ("2")
    Test Case '-[AppTests.CartInteractorTests testAddingCountsTheItems]' failed (0.002 seconds).
    Failing tests:
    \tCartInteractorTests.testAddingCountsTheItems()
    ** TEST EXECUTE FAILED **
    """
  static let swiftTestingFailure = """
    ✘ Test configuredSceneAddsItems() recorded an issue at CartInteractorTests.swift:20:5: Expectation failed: (interactor.total → 2) == 1
    ✘ Test configuredSceneAddsItems() failed after 0.001 seconds with 1 issue.
    ✘ Test run with 2 tests failed after 0.002 seconds with 1 issue.
    ** TEST EXECUTE FAILED **
    """
  static let crash = """
    Test Case '-[AppTests.CartInteractorTests testAddingCountsTheItems]' started.
    App (12345) encountered an error (Early unexpected exit, operation never finished bootstrapping - no restart will be attempted. (Underlying Error: Crash: App (12345) Fatal error: Index out of range))
    Restarting after unexpected exit, crash, or test timeout in CartInteractorTests.testAddingCountsTheItems(); summary will include totals from previous launches.
    ** TEST EXECUTE FAILED **
    """
  static let noDestination = """
    Command line invocation:
        /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild test-without-building -project Synced.xcodeproj -scheme App
    xcodebuild: error: Unable to find a device matching the provided destination specifier:
    \t\t{ platform:iOS Simulator, OS:latest, name:iPhone 16 }
    """
}

/// The runner around xcodebuild, on Linux: a stand-in (`Fixtures/FakeXcode/xcodebuild`)
/// answers as a script says, and logs how it was called.
@Suite("Mutating an Xcode app: the runner around xcodebuild", .serialized)
struct XcodeMutationRunnerTests {
  @Test("selected tests first, every test for a survivor, limits kept, the user's files untouched")
  func runsThePlan() throws {
    let project = XcodeMutationPlanTests.fixtures.appendingPathComponent("Synced/Synced.xcodeproj")
    var options = XcodeMutationPlan.Options()
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-xcode-runner-\(UUID().uuidString)")
    options.scratch = scratch.appendingPathComponent("Synced")
    let plan = try XcodeMutationPlan.make(
      XcodeSelection.resolve(.init(project: project, target: "App")), options: options)
    try #require(plan.entries.count >= 4)
    let ids = plan.entries.map(\.mutant.id)
    let log = scratch.appendingPathComponent("calls.log")
    let script = scratch.appendingPathComponent("plan.txt")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // 1: killed by its own tests; 2: killed only by a test that does not name the code
    // (found by the second run, with every test); 3: hangs; the rest survive.
    try """
    \(ids[0]) kill:AppTests/CartInteractorTests
    \(ids[1]) kill:AppTests/FormatterTests
    \(ids[2]) hang
    """.write(to: script, atomically: true, encoding: .utf8)
    let before = try Data(
      contentsOf: XcodeMutationPlanTests.fixtures.appendingPathComponent(
        "Synced/App/Scenes/Cart/CartInteractor.swift"))

    var runner = XcodeMutationRunner(plan: plan) { _ in }
    runner.xcodebuild =
      URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/FakeXcode/xcodebuild").path
    runner.environment = ["FAKE_XCODEBUILD_LOG": log.path, "FAKE_XCODEBUILD_PLAN": script.path]
    runner.timeoutFactor = 1
    runner.timeoutFloor = 3
    let result = try runner.run()

    let status = Dictionary(uniqueKeysWithValues: result.mutants.map { ($0.id, $0.status) })
    #expect(status[ids[0]] == .killed)
    #expect(status[ids[1]] == .killed)
    #expect(status[ids[2]] == .timedOut)
    #expect(ids.dropFirst(3).allSatisfy { status[$0] == .survived })
    let calls = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
    #expect(calls.first == "build-for-testing mutant=none ")
    #expect(calls.filter { $0.hasPrefix("build-for-testing") }.count == 1)
    #expect(calls[1] == "test-without-building mutant=none ")
    let selected =
      "-only-testing:AppTests/CartInteractorTests -only-testing:AppTests/CartSceneTests "
    #expect(calls.contains("test-without-building mutant=\(ids[0]) \(selected)"))
    // The second mutant survives its own tests, then fails with every test.
    #expect(calls.contains("test-without-building mutant=\(ids[1]) \(selected)"))
    #expect(calls.contains("test-without-building mutant=\(ids[1]) "))
    // A killed mutant is not run again; a timed-out one neither.
    #expect(!calls.contains("test-without-building mutant=\(ids[0]) "))
    #expect(!calls.contains("test-without-building mutant=\(ids[2]) "))
    // The scratch copy is gone and the user's file is byte for byte the same.
    #expect(!FileManager.default.fileExists(atPath: plan.scratch.path))
    #expect(
      try Data(
        contentsOf: XcodeMutationPlanTests.fixtures.appendingPathComponent(
          "Synced/App/Scenes/Cart/CartInteractor.swift")) == before)
  }

  @Test("shards of an app's mutants merge into the report of one run")
  func shards() throws {
    let project = XcodeMutationPlanTests.fixtures.appendingPathComponent("Synced/Synced.xcodeproj")
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-xcode-shards-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    var options = XcodeMutationPlan.Options()
    options.scratch = scratch.appendingPathComponent("Synced")
    let plan = try XcodeMutationPlan.make(
      XcodeSelection.resolve(.init(project: project, target: "App")), options: options)
    let script = scratch.appendingPathComponent("plan.txt")
    let first = try #require(plan.entries.first).mutant.id
    try "\(first) kill:AppTests/CartInteractorTests\n".write(
      to: script, atomically: true, encoding: .utf8)
    var reports: [MutationReport] = []
    for index in 1...2 {
      var runner = XcodeMutationRunner(plan: plan) { _ in }
      runner.xcodebuild =
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/FakeXcode/xcodebuild").path
      runner.environment = [
        "FAKE_XCODEBUILD_LOG": scratch.appendingPathComponent("calls.log").path,
        "FAKE_XCODEBUILD_PLAN": script.path,
      ]
      runner.shard = MutationReport.Shard(index: index, count: 2)
      reports.append(
        MutationReport(package: "Synced", result: try runner.run(), shard: runner.shard))
    }
    let merged = try MutationReport.merge(reports)
    let ids = merged.files.flatMap { $0.mutants.map(\.id) }.sorted()
    #expect(ids == plan.entries.map(\.mutant.id).sorted())
    #expect(merged.counts.killed == 1)
    #expect(merged.counts.survived == plan.entries.count - 1)
  }

  @Test("without xcodebuild, the error says to run on a Mac, or to plan with --dry-run")
  func withoutXcodebuild() throws {
    let project = XcodeMutationPlanTests.fixtures.appendingPathComponent("Synced/Synced.xcodeproj")
    let plan = try XcodeMutationPlan.make(
      XcodeSelection.resolve(.init(project: project, target: "App")), options: .init())
    var runner = XcodeMutationRunner(plan: plan) { _ in }
    runner.xcodebuild = "xcodebuild-that-is-not-there"
    #expect {
      _ = try runner.run()
    } throws: { error in
      guard case .input(let message, let details) = error as? MutationRunner.Failure else {
        return false
      }
      return message.contains("runs on a Mac with Xcode") && details.contains("--dry-run")
    }
  }
}
