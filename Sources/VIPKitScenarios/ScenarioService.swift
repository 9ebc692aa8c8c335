import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The grader's side of the engine: takes a request, runs the scenarios it names on the scene
/// built now, and writes what was seen, one scenario a line.
///
/// The grader runs the reference's build and the submission's on the same request and
/// compares the lines; it never shows the submission what the reference saw. Each line is
/// written as soon as its scenario ends, after a line that says it began, so a crash or a
/// hang costs only the scenario it happened in: the grader starts the next run after it
/// (`from`).
enum ScenarioService {
  /// What the grader asks for: scenarios drawn from a seed, given steps, the steps made
  /// from given choices, or the candidates one shrinking step smaller than given choices (at
  /// most `limit`, the most promising first); from the `from`-th on.
  struct Request<Step: Decodable>: Decodable {
    var seed: UInt64?
    var count: Int?
    var steps: [[Step]]?
    var choices: [[UInt64]]?
    var shrink: [UInt64]?
    var limit: Int?
    var from: Int?
    /// Subjects to give the reason for besides those seen (what another scene showed).
    var explain: [String]?
  }

  /// One line of the answer: a scenario begun, or a scenario taken, with its steps in
  /// words and the reason for each subject seen (the grader shows the reference's, never a
  /// submission's).
  struct Line<Step: Encodable>: Encodable {
    var begin: Int?
    var index: Int?
    var choices: [UInt64]?
    var steps: [Step]?
    var observed: [[Fact]]?
    var words: [String]?
    var reasons: [String: String]?
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
    } else if let shrinking = request.shrink {
      let candidates = Shrinker.candidates(of: shrinking).prefix(request.limit ?? 40)
      scenarios = candidates.map { ScenarioRun.steps(model, from: $0) }.filter {
        !$0.steps.isEmpty
      }
    } else if let choices = request.choices {
      scenarios = choices.map { ScenarioRun.steps(model, from: $0) }
    } else {
      scenarios = ScenarioRun.draw(
        model, seed: request.seed ?? Scenarios.recordingSeed,
        count: request.count ?? Scenarios.recordedCount)
    }
    // Appended with the C library, never `FileHandle`: the grader may give a named pipe,
    // which cannot seek.
    let descriptor = open(output.path, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      throw ScenarioError("The scenario answer \(output.path) cannot be written.")
    }
    defer { close(descriptor) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    func emit(_ line: Line<Model.Step>) throws {
      let bytes = Array(try encoder.encode(line)) + [UInt8(ascii: "\n")]
      var written = 0
      while written < bytes.count {
        let count = bytes[written...].withUnsafeBytes {
          write(descriptor, $0.baseAddress, $0.count)
        }
        guard count > 0 else { throw ScenarioError("The scenario answer stopped being written.") }
        written += count
      }
    }
    for index in min(max(request.from ?? 0, 0), scenarios.count)..<scenarios.count {
      try emit(Line(begin: index))
      let scenario = scenarios[index]
      let observed = await ScenarioRun.observe(model, scenario.steps)
      var reasons: [String: String] = [:]
      for subject in observed.joined().map(\.subject) + (request.explain ?? [])
      where reasons[subject] == nil {
        reasons[subject] = model.reason(for: subject)
      }
      try emit(
        Line(
          index: index, choices: scenario.choices, steps: scenario.steps, observed: observed,
          words: scenario.steps.map(model.describe), reasons: reasons))
    }
  }
}
