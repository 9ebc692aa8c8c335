import Waiting

/// Waits for the presenter's next call, with no time limit of its own.
@MainActor final class PresenterSpy: WaitingPresentationLogic {
  private var greetings: [String] = []
  private var counts: [Int] = []
  private var waitingForGreeting: CheckedContinuation<String, Never>?
  private var waitingForCount: CheckedContinuation<Int, Never>?

  func presentGreeting(_ text: String) {
    if let waiting = waitingForGreeting {
      waitingForGreeting = nil
      waiting.resume(returning: text)
    } else {
      greetings.append(text)
    }
  }

  func presentCount(_ count: Int) {
    if let waiting = waitingForCount {
      waitingForCount = nil
      waiting.resume(returning: count)
    } else {
      counts.append(count)
    }
  }

  func nextGreeting() async -> String {
    if !greetings.isEmpty { return greetings.removeFirst() }
    return await withCheckedContinuation { waitingForGreeting = $0 }
  }

  func nextCount() async -> Int {
    if !counts.isEmpty { return counts.removeFirst() }
    return await withCheckedContinuation { waitingForCount = $0 }
  }
}
