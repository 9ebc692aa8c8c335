/// The answers a scenario's service holds until a step releases them: the service's async
/// method waits here, and a step answers one question (by the order it was asked in, or the
/// oldest), so an answer comes when the scenario says and never in a race with it.
///
/// A released answer resumes its question's task through the runtime's queues, which under
/// load may take longer than the main actor's turns after it: `Scenarios.settle` waits until
/// every released question has been given its answer (`ScenarioRun.resuming`), then lets
/// the main actor turn. Without that, a loaded machine saw a presenter told nothing after an
/// answer that an idle one saw told (a recording that changed from one run to the next).
///
/// A question never answered stays waiting when its scenario ends (an unsafe continuation,
/// so that is not reported as a misuse: the scenario is over, and the task with it).
@MainActor
public final class HeldAnswers<Answer: Sendable> {
  private var held: [Int: UnsafeContinuation<Answer, Never>] = [:]
  /// How many questions have been asked: each is numbered by its place, from 0.
  public private(set) var asked = 0

  public init() {}

  /// The numbers of the questions waiting for an answer, oldest first.
  public var waiting: [Int] { held.keys.sorted() }

  /// Asks a question and waits until a step answers it.
  public func answer() async -> Answer {
    let number = asked
    asked += 1
    let answer = await withUnsafeContinuation { held[number] = $0 }
    ScenarioRun.resuming -= 1
    return answer
  }

  /// Answers question `number` (the oldest waiting when `nil`); `false` when it is not
  /// waiting.
  @discardableResult
  public func release(_ number: Int? = nil, with answer: Answer) -> Bool {
    guard let number = number ?? waiting.first, let question = held.removeValue(forKey: number)
    else { return false }
    ScenarioRun.resuming += 1
    question.resume(returning: answer)
    return true
  }
}
