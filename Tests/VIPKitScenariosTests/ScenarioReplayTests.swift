import Foundation
import Testing

@testable import VIPKitScenarios

@Suite("Recorded scenarios", .serialized)
@MainActor
struct ScenarioReplayTests {
  @Test("a recording drawn twice is the same, smallest scenarios first")
  func recordingsAreStable() async throws {
    let first = try await recording()
    let second = try await recording()
    #expect(try first.encoded() == second.encoded())
    #expect(first.scenarios.count == Scenarios.recordedCount)
    let lengths = first.scenarios.map(\.steps.count)
    #expect(lengths == lengths.sorted())
    #expect(first.scenarios.allSatisfy { $0.observed.count == $0.steps.count })
  }

  @Test("the scene the recording was made from replays it without a difference")
  func referencePasses() async throws {
    let file = try await recordingFile()
    TallyModel.bug = nil
    #expect(try await Scenarios.replay(TallyModel.self, recordingAt: file) == nil)
  }

  @Test("a scene that differs is shown the smallest scenario, as steps and both outcomes")
  func differenceIsShown() async throws {
    let file = try await recordingFile()
    TallyModel.bug = .ignoresNegatives
    defer { TallyModel.bug = nil }
    let failure = try #require(try await Scenarios.replay(TallyModel.self, recordingAt: file))
    #expect(failure.contains("After these steps:\n  1. Add -"))
    #expect(!failure.contains("  2. "), "the smallest differing scenario has one step")
    #expect(failure.contains("The total shows:\n  yours:        «0»\n  the exercise: «-"))
    #expect(failure.contains("because a tally counts what it is given, below zero too."))
    #expect(failure.contains("this is the first your scene takes differently"))
    #expect(!failure.contains("TallyRig"), "a difference names what is seen, never the code")
  }

  @Test("a scene that keeps state it should not is caught on a sequence of steps")
  func sequencesAreReplayed() async throws {
    let file = try await recordingFile()
    TallyModel.bug = .clearKeepsTheTotal
    defer { TallyModel.bug = nil }
    let failure = try #require(try await Scenarios.replay(TallyModel.self, recordingAt: file))
    #expect(failure.contains("1. Add "))
    #expect(failure.contains("2. Clear the tally."))
  }

  @Test("a missing recording says how to make it")
  func missingRecording() async {
    await #expect(throws: ScenarioError.self) {
      try await Scenarios.replay(
        TallyModel.self, recordingAt: URL(fileURLWithPath: "/nonexistent.json"))
    }
  }

  @Test("the grader's requests: scenarios from a seed, given steps, and from choices")
  func service() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-scenarios-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let request = folder.appendingPathComponent("request.json")
    let output = folder.appendingPathComponent("out.jsonl")

    try Data(#"{"seed": 5, "count": 10, "from": 8}"#.utf8).write(to: request)
    try await ScenarioService.answer(
      TallyModel.self, name: "Tally", request: request, output: output)
    var lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 4)
    #expect(lines[0] == #"{"begin":8}"#)
    #expect(lines[1].hasPrefix(#"{"choices":["#))

    try FileManager.default.removeItem(at: output)
    try Data(#"{"steps": [[{"add": {"_0": 2}}, {"clear": {}}]]}"#.utf8).write(to: request)
    try await ScenarioService.answer(
      TallyModel.self, name: "Tally", request: request, output: output)
    lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    #expect(lines.count == 2)
    #expect(
      lines[1].contains(
        #""observed":[[{"subject":"the total shows","value":"2"}],[{"subject":"the total shows","value":"0"}]]"#
      ))

    try FileManager.default.removeItem(at: output)
    try Data(#"{"choices": [[]]}"#.utf8).write(to: request)
    try await ScenarioService.answer(
      TallyModel.self, name: "Tally", request: request, output: output)
    lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    #expect(lines[1].contains(#""steps":[{"add":{"_0":0}}]"#))
  }

  private func recording() async throws -> ScenarioRecording<TallyModel.Step> {
    let file = try await recordingFile()
    return try JSONDecoder().decode(
      ScenarioRecording<TallyModel.Step>.self, from: Data(contentsOf: file))
  }

  private func recordingFile() async throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "vipkit-recording-\(UUID().uuidString)")
    TallyModel.bug = nil
    try await Scenarios.record(TallyModel.self, into: folder, name: "Tally")
    return folder.appendingPathComponent("Tally.json")
  }
}

// MARK: - Fixtures

/// A tally that adds numbers and can be cleared, with the bugs a test plants.
@MainActor final class TallyRig {
  var total = 0
}

@MainActor enum TallyModel: ScenarioModel {
  enum Bug { case ignoresNegatives, clearKeepsTheTotal }
  static var bug: Bug?

  enum Step: Codable, Sendable, Equatable {
    case add(Int)
    case clear
  }

  static var steps: Gen<[Step]> {
    Gen<Step>.oneOf([
      Gen<Int>.int(-50...50).map { Step.add($0) },
      .always(.clear),
    ]).list(1...5)
  }

  static func makeRig() -> TallyRig { TallyRig() }

  static func perform(_ step: Step, on rig: TallyRig) async -> [Fact] {
    switch step {
    case .add(let number):
      if !(bug == .ignoresNegatives && number < 0) { rig.total += number }
    case .clear:
      if bug != .clearKeepsTheTotal { rig.total = 0 }
    }
    return [Fact("the total shows", "\(rig.total)")]
  }

  static func describe(_ step: Step) -> String {
    switch step {
    case .add(let number): "Add \(number)."
    case .clear: "Clear the tally."
    }
  }

  static func reason(for subject: String) -> String {
    "a tally counts what it is given, below zero too"
  }
}
