import Foundation

/// The grader's side of the engine: takes a request, runs the scenarios it names on the scene
/// built now, and writes what was seen, one scenario a line.
///
/// The grader runs the reference's build and the submission's on the same request and
/// compares the lines; it never shows the submission what the reference saw. Each line is
/// written as soon as its scenario ends, after a line that says it began, so a crash or a
/// hang costs only the scenario it happened in: the grader starts the next run after it
/// (`from`).
enum ScenarioService {
  /// What the grader asks for: scenarios drawn from a seed, given steps, or the steps
  /// made from given choices (a shrinking round); from the `from`-th on.
  struct Request<Step: Decodable>: Decodable {
    var seed: UInt64?
    var count: Int?
    var steps: [[Step]]?
    var choices: [[UInt64]]?
    var from: Int?
  }

  /// One line of the answer.
  struct Line<Step: Encodable>: Encodable {
    var begin: Int?
    var index: Int?
    var choices: [UInt64]?
    var steps: [Step]?
    var observed: [[Fact]]?
  }

  @MainActor
  static func answer<Model: ScenarioModel>(
    _ model: Model.Type, name: String, request file: URL, output: URL
  ) async throws {
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw ScenarioError("The scenario request \(file.path) cannot be read.")
    }
    let request = try JSONDecoder().decode(Request<Model.Step>.self, from: data)
    let scenarios: [(choices: [UInt64], steps: [Model.Step])]
    if let steps = request.steps {
      scenarios = steps.map { ([], $0) }
    } else if let choices = request.choices {
      scenarios = choices.map { ScenarioRun.steps(model, from: $0) }
    } else {
      scenarios = ScenarioRun.draw(
        model, seed: request.seed ?? Scenarios.recordingSeed,
        count: request.count ?? Scenarios.recordedCount)
    }
    if !FileManager.default.fileExists(atPath: output.path) {
      _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    }
    guard let handle = FileHandle(forWritingAtPath: output.path) else {
      throw ScenarioError("The scenario answer \(output.path) cannot be written.")
    }
    defer { try? handle.close() }
    handle.seekToEndOfFile()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func write(_ line: Line<Model.Step>) throws {
      handle.write(try encoder.encode(line) + Data("\n".utf8))
    }
    for index in (request.from ?? 0)..<scenarios.count {
      try write(Line(begin: index))
      let scenario = scenarios[index]
      let observed = await ScenarioRun.observe(model, scenario.steps)
      try write(
        Line(index: index, choices: scenario.choices, steps: scenario.steps, observed: observed))
    }
  }
}
