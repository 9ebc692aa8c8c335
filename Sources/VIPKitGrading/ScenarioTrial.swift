import Foundation
import VIPKitCore

/// The scenarios stage of a grade: the reference and the submission, each built on its own,
/// take the same scenarios, drawn fresh from a seed, and every scenario the submission sees
/// otherwise (a fact, a crash, a hang) is a difference; the smallest is shrunk and shown as
/// steps with both outcomes, never code.
///
/// The scenario model is the exercise's test code, the same in both builds: the grader runs
/// each build's test binary on a request (`VIPKIT_SCENARIOS_REQUEST`) and reads the answer it
/// writes, one scenario a line (`VIPKIT_SCENARIOS_OUT`). The reference draws the scenarios and
/// says them in words; the submission is only given their steps, in the sandbox, and never
/// sees what the reference saw. A line that says a scenario began with none after it is a
/// crash or a hang there: the next run starts after it, so the others still run.
struct ScenarioTrial {
  /// One build's test binary, and how to run it.
  struct Side {
    var binary: String
    var test: ListedTest
    /// Where it runs (the package's folder: the sandbox shows the submission's alone).
    var folder: URL
    var environment: [String: String]
    var confinement: Confinement
    var timeout: Double
    /// A folder for the request, which the run can read.
    var requests: URL
    /// A folder for the answer's named pipe, which the run can pass through and write the
    /// pipe in (the grader's events folder).
    var pipes: URL
  }

  /// What a run answered for one scenario.
  struct Answer {
    var choices: [UInt64]
    /// The steps as the model encodes them, passed on to the submission as they are.
    var steps: Any
    var observed: [[Fact]]
    var words: [String]
    var reasons: [String: String]
  }

  /// A fact as the engine writes it.
  struct Fact: Codable, Equatable {
    var subject: String
    var value: String
  }

  /// What one side answered to one request: each scenario's answer, and why any that has
  /// none ended (a crash, the time limit).
  struct Answers {
    var answered: [Int: Answer] = [:]
    var ended: [Int: String] = [:]
  }

  struct Outcome {
    var total: Int
    var differing: Int
    /// Scenarios the submission never reached: after its last restart, a crash or a hang
    /// left them unrun (they count as differences only when nothing else differs).
    var notRun: Int = 0
    /// The smallest difference, in words; `nil` when the submission agreed on every scenario.
    var explanation: [String]
  }

  let reference: Side
  let submission: Side
  let seed: UInt64
  let count: Int
  /// What the reference's build is known by (its course's key): its draws are the same for
  /// every submission of a class, so they are asked once. `nil`: asked every time.
  var referenceKey: String? = nil
  /// How many shrinking rounds at most, each one run of each side, and how many candidates a
  /// round tries (a candidate is one scenario, cheap beside a run's start): a scenario is
  /// drawn small first, so a few rounds reach the smallest.
  var rounds = 6
  var candidatesPerRound = 128

  /// Runs the trial; throws when the reference itself answers nothing (a course problem).
  func run() throws(Diagnostic) -> Outcome {
    let drawn = Self.drawn(reference, key: referenceKey, seed: seed, count: count)
    guard !drawn.answered.isEmpty else {
      throw Diagnostic(
        .error,
        "the reference answered no scenario of \(reference.test.id): "
          + (drawn.ended.values.first ?? "its test binary wrote nothing"),
        notes: ["Run vipkit verify to check the course."])
    }
    let order = drawn.answered.keys.sorted()
    let given = Self.ask(submission, ["steps": order.map { drawn.answered[$0]!.steps }])
    var differing: [Int] = []
    var notRun: [Int] = []
    for (position, index) in order.enumerated()
    where !Self.agrees(drawn.answered[index]!, given, at: position) {
      if given.answered[position] == nil, given.ended[position] == nil {
        notRun.append(index)
      } else {
        differing.append(index)
      }
    }
    // A run that answered nothing and said why for nothing still differs everywhere.
    if differing.isEmpty {
      differing = notRun
      notRun = []
    }
    guard let first = differing.first, let smallest = drawn.answered[first] else {
      return Outcome(total: order.count, differing: 0, explanation: [])
    }
    let firstPosition = order.firstIndex(of: first)!
    var shown = (
      answer: smallest, mine: given.answered[firstPosition], ended: given.ended[firstPosition]
    )
    // Shrinking: the reference makes the candidates one step smaller than the scenario and
    // takes them; the submission takes their steps; the first candidate still taken
    // differently is kept.
    for _ in 0..<rounds where !Self.isSimplest(shown.answer) {
      let candidates = Self.ask(
        reference, ["shrink": shown.answer.choices, "limit": candidatesPerRound])
      let positions = candidates.answered.keys.sorted()
      guard !positions.isEmpty else { break }
      let taken = Self.ask(
        submission, ["steps": positions.map { candidates.answered[$0]!.steps }])
      // Of the candidates still taken differently, the simplest (fewest steps, then fewest
      // choices that are not the simplest value, then shortlex): the first alone would often
      // be a span deleted that re-draws the rest, no simpler to read.
      guard
        let kept = positions.enumerated().filter({ position, index in
          !Self.agrees(candidates.answered[index]!, taken, at: position)
        }).min(by: { a, b in
          Self.isSimpler(candidates.answered[a.element]!, than: candidates.answered[b.element]!)
        })
      else { break }
      shown = (
        candidates.answered[kept.element]!, taken.answered[kept.offset], taken.ended[kept.offset]
      )
    }
    // The reasons for what the submission showed and the reference did not, from the
    // reference's model (the submission's own words are never shown as the exercise's).
    var answer = shown.answer
    let extra = Set((shown.mine?.observed ?? []).joined().map(\.subject)).subtracting(
      answer.reasons.keys)
    if !extra.isEmpty,
      let explained = Self.ask(
        reference, ["steps": [answer.steps], "explain": extra.sorted()]
      ).answered[0]
    {
      answer.reasons.merge(explained.reasons) { kept, _ in kept }
    }
    return Outcome(
      total: order.count, differing: differing.count, notRun: notRun.count,
      explanation: Self.explained(answer, mine: shown.mine, ended: shown.ended))
  }

  /// Whether a scenario is as simple as shrinking makes them: one step, drawn with at most
  /// two choices away from the simplest (scenarios are drawn simplest first, so the first
  /// difference often is one already).
  /// Fewer steps, then fewer choices that are not the simplest value, then shortlex.
  static func isSimpler(_ a: Answer, than b: Answer) -> Bool {
    let measure = { (answer: Answer) in
      (answer.words.count, answer.choices.filter { $0 != 0 }.count, answer.choices.count)
    }
    if measure(a) != measure(b) { return measure(a) < measure(b) }
    return a.choices.lexicographicallyPrecedes(b.choices)
  }

  static func isSimplest(_ answer: Answer) -> Bool {
    answer.words.count <= 1 && answer.choices.filter { $0 != 0 }.count <= 2
  }

  /// Whether the submission's answer at `position` is the reference's.
  static func agrees(_ expected: Answer, _ given: Answers, at position: Int) -> Bool {
    given.answered[position]?.observed == expected.observed
  }

  /// The difference as a student reads it: the steps up to the first that differs, what the
  /// scene showed there, what the exercise asks for, and why.
  static func explained(_ expected: Answer, mine: Answer?, ended: String?) -> [String] {
    var lines = ["After these steps:"]
    guard let mine else {
      for (number, step) in expected.words.enumerated() { lines.append("  \(number + 1). \(step)") }
      lines.append(
        "your scene did not take them to the end: \(ended ?? "its run ended before this scenario")."
      )
      lines.append("The exercise's scene takes every step.")
      return lines
    }
    let step =
      Array(zip(mine.observed, expected.observed)).firstIndex { $0.0 != $0.1 }
      ?? min(mine.observed.count, expected.observed.count)
    for (number, words) in expected.words.prefix(step + 1).enumerated() {
      lines.append("  \(number + 1). \(words)")
    }
    let yours = step < mine.observed.count ? mine.observed[step] : []
    let theirs = step < expected.observed.count ? expected.observed[step] : []
    var subjects: [String] = []
    for fact in theirs + yours where !subjects.contains(fact.subject) {
      subjects.append(fact.subject)
    }
    for subject in subjects {
      let a = yours.filter { $0.subject == subject }.map(\.value)
      let b = theirs.filter { $0.subject == subject }.map(\.value)
      guard a != b else { continue }
      lines.append(subject.prefix(1).uppercased() + subject.dropFirst() + ":")
      lines.append("  yours:        \(quoted(a))")
      lines.append("  the exercise: \(quoted(b))")
      let reason = expected.reasons[subject] ?? "that is what the exercise's README asks for"
      lines.append("  because \(reason).")
    }
    return lines
  }

  static func quoted(_ values: [String]) -> String {
    values.isEmpty ? "(nothing)" : values.map { "«\($0)»" }.joined(separator: ", ")
  }

  /// The reference's answers to `count` scenarios drawn from `seed`, asked once per process
  /// for a build known by `key`: a class graded with one seed runs the reference's draw once,
  /// not once a student. A draw that answered nothing is not kept.
  static func drawn(_ reference: Side, key: String?, seed: UInt64, count: Int) -> Answers {
    guard let key else { return ask(reference, ["seed": seed, "count": count]) }
    let name = [key, reference.binary, reference.test.id, "\(seed)", "\(count)"].joined(
      separator: "\u{1}")
    if let kept = DrawnAnswers.shared.answers(name) { return kept }
    let answers = ask(reference, ["seed": seed, "count": count])
    if !answers.answered.isEmpty { DrawnAnswers.shared.keep(answers, as: name) }
    return answers
  }

  // MARK: Running a side

  /// Runs `side` on `request` until every scenario it holds has an answer or a reason it has
  /// none; a crash or a hang at one scenario costs that scenario, and the next run starts
  /// after it.
  static func ask(_ side: Side, _ request: [String: Any], restarts: Int = 3) -> Answers {
    var answers = Answers()
    var from = 0
    for _ in 0...restarts {
      var asked = request
      asked["from"] = from
      // A file of its own: two grades of a class at once may ask the same reference.
      let requestFile = side.requests.appendingPathComponent(
        "scenario-request-\(UUID().uuidString).json")
      defer { try? FileManager.default.removeItem(at: requestFile) }
      guard
        let data = try? JSONSerialization.data(withJSONObject: asked, options: [.sortedKeys]),
        (try? data.write(to: requestFile)) != nil, let pipe = EventStreamPipe(in: side.pipes)
      else {
        answers.ended[from] = "the grader could not write its request"
        return answers
      }
      var environment = side.environment
      environment["VIPKIT_SCENARIOS_REQUEST"] = requestFile.path
      environment["VIPKIT_SCENARIOS_OUT"] = pipe.path
      let filter =
        side.test.library == .xctest
        ? [side.test.id] : ["--filter", NSRegularExpression.escapedPattern(for: side.test.id)]
      let command = side.test.library.command(binary: side.binary, filter)
      let outcome = ChildProcess.run(
        command[0], Array(command.dropFirst()), in: side.folder, environment: environment,
        timeout: side.timeout, outputLimit: 64 << 10, confinement: side.confinement)
      let lines: String? = String(decoding: pipe.finish(), as: UTF8.self)
      var begun: Int?
      for line in (lines ?? "").split(separator: "\n") {
        guard
          let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
            as? [String: Any]
        else { continue }
        if let index = object["begin"] as? Int {
          begun = index
        } else if let index = object["index"] as? Int, let answer = Self.answer(object) {
          answers.answered[index] = answer
          if begun == index { begun = nil }
        }
      }
      guard let stuck = begun else { break }
      answers.ended[stuck] = Self.ending(outcome)
      from = stuck + 1
    }
    return answers
  }

  /// One answer line read, `nil` when it is not one.
  static func answer(_ object: [String: Any]) -> Answer? {
    guard let steps = object["steps"], let observed = object["observed"] as? [[Any]] else {
      return nil
    }
    var facts: [[Fact]] = []
    for step in observed {
      facts.append(
        step.compactMap { item in
          guard let fact = item as? [String: Any], let subject = fact["subject"] as? String,
            let value = fact["value"] as? String
          else { return nil }
          return Fact(subject: subject, value: value)
        })
    }
    let choices = (object["choices"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.uint64Value }
    return Answer(
      choices: choices, steps: steps, observed: facts,
      words: object["words"] as? [String] ?? [],
      reasons: object["reasons"] as? [String: String] ?? [:])
  }

  /// Why a run left a scenario begun and unanswered, in words.
  static func ending(_ outcome: ChildProcess.Outcome) -> String {
    if outcome.timedOut { return "it did not finish within the time limit (a hang)" }
    if let signal = outcome.signal { return "it crashed (signal \(signal))" }
    return "it stopped in the middle (exit status \(outcome.status.map(String.init) ?? "none"))"
  }
}

/// The reference's draws kept for the life of the process (`ScenarioTrial.drawn`), behind a
/// lock: the grades of a class run two at a time.
final class DrawnAnswers: @unchecked Sendable {
  static let shared = DrawnAnswers()
  private let lock = NSLock()
  private var kept: [String: ScenarioTrial.Answers] = [:]

  func answers(_ name: String) -> ScenarioTrial.Answers? {
    lock.withLock { kept[name] }
  }

  func keep(_ answers: ScenarioTrial.Answers, as name: String) {
    lock.withLock { kept[name] = answers }
  }
}
