import Foundation

/// One scenario as the reference took it: the choices it was drawn from, its steps, and
/// what was seen after each step.
public struct RecordedScenario<Step: Codable & Sendable & Equatable>: Codable, Sendable,
  Equatable
{
  /// The choices the steps were drawn from (kept so that a grader can shrink a scenario that
  /// tells two scenes apart).
  public var choices: [UInt64]
  public var steps: [Step]
  /// For each step, the facts seen after it.
  public var observed: [[Fact]]
}

/// An exercise's recorded scenarios: what `swift test` replays, generated from the
/// reference solution by `vipkit exercises --scenarios` and proved current by `vipkit verify`.
public struct ScenarioRecording<Step: Codable & Sendable & Equatable>: Codable, Sendable,
  Equatable
{
  public var version = 1
  /// The seed the scenarios were drawn with.
  public var seed: UInt64
  /// The scenarios, smallest first.
  public var scenarios: [RecordedScenario<Step>]

  /// The recording as it is written to disk: sorted keys, one scenario a line, so a change
  /// to the reference shows as a readable diff.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var text = "{\n  \"scenarios\" : [\n"
    for (index, scenario) in scenarios.enumerated() {
      let line = String(decoding: try encoder.encode(scenario), as: UTF8.self)
      text += "    " + line + (index == scenarios.count - 1 ? "\n" : ",\n")
    }
    text += "  ],\n  \"seed\" : \(seed),\n  \"version\" : \(version)\n}\n"
    return Data(text.utf8)
  }
}
