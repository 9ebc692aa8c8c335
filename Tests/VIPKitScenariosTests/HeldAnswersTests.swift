import Foundation
import Testing

@testable import VIPKitScenarios

/// Answers a scenario releases, and the settling that waits for them: a verify run on a
/// loaded machine once recorded a presenter told nothing after an answer, because the
/// answer reached its question after the main actor's turns were spent.
/// Serialized: the count of answers on their way is one for the process.
@Suite("Held answers", .serialized)
@MainActor
struct HeldAnswersTests {
  @Test("questions wait until a step answers them, by number or the oldest first")
  func answeredWhenReleased() async {
    let answers = HeldAnswers<String>()
    var heard: [String] = []
    for _ in 0..<3 {
      Task { heard.append(await answers.answer()) }
    }
    await ScenarioRun.settle()
    #expect(answers.waiting == [0, 1, 2])
    #expect(heard.isEmpty)

    #expect(answers.release(1, with: "second"))
    await ScenarioRun.settle()
    #expect(heard == ["second"])
    #expect(answers.release(with: "first"))
    await ScenarioRun.settle()
    #expect(heard == ["second", "first"])
    #expect(answers.waiting == [2])
    #expect(!answers.release(1, with: "again"), "a question answered is not waiting")
    #expect(ScenarioRun.resuming == 0)
  }

  @Test("settling waits for a released answer however long it takes to arrive")
  func settleWaitsForTheAnswer() async {
    // An answer that arrives by way of another thread, long after sixteen turns of the main
    // actor: settling must not return before it.
    ScenarioRun.resuming += 1
    let arrived = Arrival()
    Task.detached {
      try? await Task.sleep(for: .milliseconds(200))
      await MainActor.run {
        arrived.value = true
        ScenarioRun.resuming -= 1
      }
    }
    await ScenarioRun.settle()
    #expect(arrived.value)
    #expect(ScenarioRun.resuming == 0)
  }

  @MainActor final class Arrival {
    var value = false
  }
}
