import Foundation
import Testing

@testable import VIPKitGrading

/// An exercise's recorded scenarios as `vipkit verify` judges them, and the harness package
/// that carries the engine the exercises' tests import.
@Suite("Recorded scenarios, as verify judges them")
struct ScenarioRecordingsTests {
  @Test("current recordings from a deterministic reference are fine")
  func current() throws {
    let exercise = try Self.exercise(keeping: ["A.json": "one\ntwo\n"])
    defer { try? FileManager.default.removeItem(at: exercise) }
    let recorded = ["A.json": Data("one\ntwo\n".utf8)]
    #expect(ScenarioRecordings.problems(in: exercise, recorded: recorded, again: recorded).isEmpty)
  }

  @Test("a stale, missing or left-over recording, and a reference that records twice otherwise")
  func problems() throws {
    let exercise = try Self.exercise(keeping: ["A.json": "one\ntwo\n", "Old.json": "x\n"])
    defer { try? FileManager.default.removeItem(at: exercise) }
    let recorded = ["A.json": Data("one\nTWO\n".utf8), "B.json": Data("b\n".utf8)]
    let again = ["A.json": Data("one\nTWO\n".utf8), "B.json": Data("c\n".utf8)]
    let problems = ScenarioRecordings.problems(in: exercise, recorded: recorded, again: again)
    #expect(problems.count == 4)
    #expect(
      problems.contains { $0.hasPrefix("Scenarios/A.json is stale") && $0.contains("1 line") })
    #expect(problems.contains { $0.hasPrefix("Scenarios/B.json is missing") })
    #expect(problems.contains { $0.contains("records Scenarios/B.json differently on two runs") })
    #expect(problems.contains { $0.hasPrefix("Scenarios/Old.json is recorded by no test") })
  }

  @Test("writing brings the folder to what was recorded, and says what changed")
  func write() throws {
    let exercise = try Self.exercise(keeping: ["A.json": "same\n", "Old.json": "x\n"])
    defer { try? FileManager.default.removeItem(at: exercise) }
    let changed = try ScenarioRecordings.write(
      ["A.json": Data("same\n".utf8), "B.json": Data("new\n".utf8)], in: exercise)
    #expect(changed == ["Scenarios/B.json", "Scenarios/Old.json (removed)"])
    #expect(
      ScenarioRecordings.read(in: exercise.appendingPathComponent("Scenarios")).keys.sorted()
        == ["A.json", "B.json"])
  }

  @Test("the grader's harness package carries the scenarios engine when the course has it")
  func harnessPackage() {
    let manifest = HarnessPackage.manifest(standIn: true, scenarios: true)
    #expect(manifest.contains(#".library(name: "VIPKit", targets: ["VIPKit", "VIPKitScenarios"])"#))
    #expect(manifest.contains(#".target(name: "VIPKitScenarios", dependencies: ["VIPKit"])"#))
    #expect(!HarnessPackage.manifest(standIn: false).contains("VIPKitScenarios"))
  }

  static func exercise(keeping files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-recordings-\(UUID().uuidString)")
    let scenarios = folder.appendingPathComponent("Scenarios")
    try FileManager.default.createDirectory(at: scenarios, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: scenarios.appendingPathComponent(name))
    }
    return folder
  }
}
