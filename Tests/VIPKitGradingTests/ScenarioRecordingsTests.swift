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
    #expect(manifest.contains(#".library(name: "VIPKitScenarios", targets: ["VIPKitScenarios"])"#))
    #expect(manifest.contains(#".library(name: "VIPKit", targets: ["VIPKit"])"#))
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

@Suite("Which layer catches a misconception")
struct MisconceptionLayersTests {
  static let rubric = [
    RubricItem(title: "Tests", points: 60, tests: ["PresenterTests"]),
    RubricItem(title: "Recorded", points: 20, tests: ["ScenarioTests"]),
    RubricItem(title: "Fresh", points: 20, scenarios: .init(test: "ScenarioTests")),
    RubricItem(title: "Rules", points: 10, check: .vipRules),
  ]

  static func grade(losing lost: Set<String>) -> ExerciseGrade {
    ExerciseGrade(
      number: 2, name: "02-x", title: "X", status: .graded,
      items: rubric.map { item in
        ItemGrade(
          title: item.title, maximum: item.points,
          checks: [
            CheckGrade(
              name: item.title, score: lost.contains(item.title) ? 0 : item.points,
              maximum: item.points, passed: !lost.contains(item.title), explanation: [])
          ])
      })
  }

  @Test("each rubric item belongs to its layer, the replaying tests to the scenarios")
  func layers() {
    #expect(
      Self.rubric.map { MisconceptionLayers.layer(of: $0, in: Self.rubric) } == [
        .tests, .scenarios, .scenarios, .rules,
      ])
  }

  @Test("verify's line names each misconception's layers and counts the scenarios' share")
  func line() {
    let line = MisconceptionLayers.said(
      [
        ("a", Self.grade(losing: ["Tests", "Fresh"])), ("b", Self.grade(losing: ["Recorded"])),
        ("c", Self.grade(losing: ["Rules"])),
      ], rubric: Self.rubric)
    #expect(
      line
        == "which layer catches each misconception: a (tests, scenarios); b (scenarios); c (rules); the scenarios catch 2 of 3, 1 of them alone"
    )
    #expect(
      MisconceptionLayers.said(
        [("a", Self.grade(losing: ["Tests"]))], rubric: [Self.rubric[0]]) == nil)
  }
}
