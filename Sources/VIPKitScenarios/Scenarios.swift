import Foundation
import VIPKit

/// The entry point an exercise's test calls: replays the scenarios recorded from the
/// reference and fails on the first (smallest) one the scene takes differently.
///
/// The same call serves the tools, chosen by the environment: `vipkit exercises
/// --scenarios` and `vipkit verify` record the reference's answers
/// (`VIPKIT_SCENARIOS_RECORD`, a folder), and the grader draws fresh scenarios from a seed
/// or replays given steps (`VIPKIT_SCENARIOS_REQUEST`, answers written to
/// `VIPKIT_SCENARIOS_OUT`); in those modes nothing fails, the grader compares.
public enum Scenarios {
  /// How many scenarios a recording keeps.
  public static let recordedCount = 200
  /// The seed recordings are drawn with: fixed, so a recording changes only when the model
  /// or the reference does.
  public static let recordingSeed: UInt64 = 20_261_207

  /// Lets the work a step started (a task a released answer resumed) run until it waits
  /// again: a fixed number of turns of the main actor's queue, never a sleep, so a scenario
  /// sees the same on every run and every machine. The runner settles after every step; a
  /// model settles inside a step before it reads what was seen.
  @MainActor
  public static func settle() async {
    await ScenarioRun.settle()
  }

  /// Whether `check` replays recordings in this run (a student's `swift test`), rather than
  /// recording them or answering a grader: a second model that only proves a recording
  /// (09's original screen takes the reference's) runs then, and never answers for the scene.
  public static var replaying: Bool {
    let environment = ProcessInfo.processInfo.environment
    return environment["VIPKIT_SCENARIOS_RECORD"] == nil
      && environment["VIPKIT_SCENARIOS_REQUEST"] == nil
  }

  /// Replays `model`'s recording (`Scenarios/<name>.json` in the exercise's folder) and
  /// records a failure naming the smallest scenario the scene takes differently.
  @MainActor
  public static func check<Model: ScenarioModel>(
    _ model: Model.Type, recording name: String? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let name = name ?? String(describing: model)
    let environment = ProcessInfo.processInfo.environment
    do {
      if let folder = environment["VIPKIT_SCENARIOS_RECORD"] {
        try await record(model, into: URL(fileURLWithPath: folder), name: name)
      } else if let request = environment["VIPKIT_SCENARIOS_REQUEST"],
        let output = environment["VIPKIT_SCENARIOS_OUT"]
      {
        try await ScenarioService.answer(
          model, name: name, request: URL(fileURLWithPath: request),
          output: URL(fileURLWithPath: output))
      } else {
        let file = recordingFile(name: name, near: "\(filePath)")
        if let failure = try await replay(model, recordingAt: file) {
          TestFailure.record(failure, at: site)
        }
      }
    } catch {
      TestFailure.record("\(error)", at: site)
    }
  }

  /// The recording's file: `Scenarios/<name>.json` in the package the tests run in (`swift
  /// test` and the grader run them from its folder; a grader's sandbox shows only that
  /// folder), else in the package that holds `testFile` (Xcode runs them from elsewhere).
  static func recordingFile(name: String, near testFile: String) -> URL {
    let relative = "Scenarios/" + name + ".json"
    let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    if FileManager.default.fileExists(atPath: here.appendingPathComponent(relative).path) {
      return here.appendingPathComponent(relative)
    }
    var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while folder.path != "/" {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
      {
        return folder.appendingPathComponent(relative)
      }
      folder.deleteLastPathComponent()
    }
    return here.appendingPathComponent(relative)
  }

  /// Draws the recording from the reference (the scene built now) and writes it.
  @MainActor
  static func record<Model: ScenarioModel>(_ model: Model.Type, into folder: URL, name: String)
    async throws
  {
    var recording = ScenarioRecording<Model.Step>(seed: recordingSeed, scenarios: [])
    for scenario in ScenarioRun.draw(model, seed: recordingSeed, count: recordedCount) {
      let observed = await ScenarioRun.observe(model, scenario.steps)
      recording.scenarios.append(
        RecordedScenario(choices: scenario.choices, steps: scenario.steps, observed: observed))
    }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try recording.encoded().write(to: folder.appendingPathComponent(name + ".json"))
  }

  /// Replays a recording; the failure's text when the scene differs on any scenario.
  @MainActor
  static func replay<Model: ScenarioModel>(_ model: Model.Type, recordingAt file: URL)
    async throws -> String?
  {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ScenarioError(
        "The recorded scenarios are missing (\(file.path)): `vipkit exercises --scenarios` writes them from the reference solution."
      )
    }
    let recording: ScenarioRecording<Model.Step>
    do {
      recording = try JSONDecoder().decode(ScenarioRecording<Model.Step>.self, from: data)
    } catch {
      throw ScenarioError(
        "\(file.path): the recorded scenarios cannot be read (\(error)); `vipkit exercises --scenarios` writes them again."
      )
    }
    var first: (index: Int, difference: ScenarioDifference)?
    // Simplest first (as recorded): the first difference is the one to show, and a scene
    // that differs early (a mutant, a starter) stops early.
    for (index, scenario) in recording.scenarios.enumerated() {
      let words = scenario.steps.map(model.describe)
      CrashNote.set(crashNote(index: index, of: recording.scenarios.count, steps: words))
      var difference: ScenarioDifference?
      _ = await ScenarioRun.observe(model, scenario.steps) { step, facts in
        guard step < scenario.observed.count, facts != scenario.observed[step] else {
          return false
        }
        difference = ScenarioDifference(
          steps: Array(words.prefix(step + 1)), actual: facts, expected: scenario.observed[step])
        return true
      }
      if let difference {
        first = (index, difference)
        break
      }
    }
    CrashNote.set(nil)
    guard let first else { return nil }
    let count = recording.scenarios.count
    return """
      Your scene does not do what the exercise asks, on recorded scenario \(first.index + 1) of \(count):
      \(first.difference.explained(reason: model.reason(for:)))
      (The scenarios were recorded from the reference solution, at the boundary the README fixes, and run simplest first: this is the first your scene takes differently.)
      """
  }

  static func crashNote(index: Int, of count: Int, steps: [String]) -> String {
    var lines = [
      "", "The scene crashed during recorded scenario \(index + 1) of \(count), whose steps are:",
    ]
    for (number, step) in steps.enumerated() { lines.append("  \(number + 1). \(step)") }
    lines.append(
      "The exercise's scene takes every step without crashing: look at what your scene touches after these steps (an `unowned` or force-unwrapped reference to something already gone?)."
    )
    return lines.joined(separator: "\n") + "\n"
  }
}

/// A problem with the scenarios themselves (a recording missing or unreadable), said as a
/// test failure.
struct ScenarioError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
