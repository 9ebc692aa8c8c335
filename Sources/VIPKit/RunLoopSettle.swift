import Foundation

/// Lets a released scene settle before its leaks are judged: work it left on the main queue
/// (`asyncAfter`, a debounce, an animation's delay) runs, and the run loop lets go of the
/// timers it invalidated. Only then is what is still alive the scene's leak.
@MainActor
enum RunLoopSettle {
  /// How long `assertNoLeaks` waits by default: longer than a debounce or an animation,
  /// short enough for a failing test.
  static let defaultSeconds = 2.0

  /// Runs the main run loop (and with it the main queue) in short slices until `done` holds
  /// or `seconds` have passed; whether `done` held. Off the main thread, where the main run
  /// loop is another thread's to run, it only waits.
  @discardableResult
  static func run(upTo seconds: Double, until done: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while !done() {
      let now = Date()
      guard now < deadline else { return false }
      let slice = min(deadline, now.addingTimeInterval(0.02))
      if Thread.isMainThread {
        // With nothing to wait on, the run loop returns at once: wait out the slice instead.
        if !RunLoop.main.run(mode: .default, before: slice) {
          Thread.sleep(until: slice)
        }
      } else {
        Thread.sleep(until: slice)
      }
    }
    return true
  }
}
