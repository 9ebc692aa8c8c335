/// Draws and runs scenarios of a model: the part of the engine every mode shares.
@MainActor
enum ScenarioRun {
  /// How many times the runner lets the main actor's queue turn after a step: enough for a
  /// task a step resumed to reach its next wait (each `await` that resumes is one turn).
  /// Turns, not time: the same number on every machine.
  static let settlingTurns = 16

  /// Answers released (`HeldAnswers.release`) whose questions have not had them yet.
  static var resuming = 0

  /// How long a released answer may take to reach its question before the runner goes on
  /// without it: far more than any machine takes, short of one that has stopped.
  static let resumingLimit = Duration.seconds(10)

  /// Lets the work a step started run until it waits again: first every released answer
  /// reaches its question (however long the runtime's queues take), then the main actor
  /// turns `settlingTurns` times.
  static func settle() async {
    let clock = ContinuousClock()
    let deadline = clock.now + resumingLimit
    while resuming > 0, clock.now < deadline { await Task.yield() }
    for _ in 0..<settlingTurns { await Task.yield() }
  }

  /// `count` scenarios drawn from `seed`, the first with small sizes and mostly simple
  /// choices, without repeats, simplest first (`simplicity`, then smaller choices): a replay
  /// that stops at its first difference shows the simplest.
  static func draw<Model: ScenarioModel>(
    _ model: Model.Type, seed: UInt64, count: Int, largestSize: Int = 6
  ) -> [(choices: [UInt64], steps: [Model.Step])] {
    var drawn: [(choices: [UInt64], steps: [Model.Step])] = []
    var seen: [[Model.Step]] = []
    var generator = SplitMix64(seed: seed)
    let attempts = count * 4
    for attempt in 0..<attempts where drawn.count < count {
      let size = 1 + attempt * largestSize / max(1, count)
      let simplicity = 0.6 * Double(max(0, count - attempt)) / Double(max(1, count))
      var stream = ChoiceStream(seed: generator.next(), size: size, simplicity: simplicity)
      let steps = model.steps.draw(from: &stream)
      if steps.isEmpty || seen.contains(steps) { continue }
      seen.append(steps)
      drawn.append((stream.choices, steps))
    }
    return drawn.sorted { a, b in
      simplicity(a.steps.count, a.choices) < simplicity(b.steps.count, b.choices)
        || (simplicity(a.steps.count, a.choices) == simplicity(b.steps.count, b.choices)
          && Shrinker.isSmaller(a.choices, than: b.choices))
    }
  }

  /// How simple a scenario reads: fewest steps, then fewest choices away from the simplest
  /// value (values unrelated to a difference are noise to whoever reads it).
  static func simplicity(_ steps: Int, _ choices: [UInt64]) -> (Int, Int) {
    (steps, choices.filter { $0 != 0 }.count)
  }

  /// The steps `choices` make.
  static func steps<Model: ScenarioModel>(_ model: Model.Type, from choices: [UInt64])
    -> (choices: [UInt64], steps: [Model.Step])
  {
    var stream = ChoiceStream(replaying: choices, size: 100)
    let steps = model.steps.draw(from: &stream)
    return (stream.choices, steps)
  }

  /// Takes `steps` on a fresh scene and returns what was seen after each; `stopAt` ends the
  /// run at the first step whose facts it refuses (a replay stops at the first difference).
  static func observe<Model: ScenarioModel>(
    _ model: Model.Type, _ steps: [Model.Step],
    stopAt: ((Int, [Fact]) -> Bool)? = nil
  ) async -> [[Fact]] {
    var observed: [[Fact]] = []
    let rig = model.makeRig()
    for step in steps {
      let facts = await model.perform(step, on: rig)
      await settle()
      observed.append(facts)
      if let stopAt, stopAt(observed.count - 1, facts) { break }
    }
    withExtendedLifetime(rig) {}
    return observed
  }
}
