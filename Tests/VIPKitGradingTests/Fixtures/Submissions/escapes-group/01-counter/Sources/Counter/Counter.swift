// swift-format-ignore-file
import Foundation

/// What the presenter displays through.
@MainActor
public protocol CounterDisplayLogic: AnyObject {
  func display(text: String)
}

@MainActor
public final class CounterPresenter {
  public weak var view: (any CounterDisplayLogic)?

  public init() {}

  public func present(count: Int) {
    view?.display(text: label(for: count))
  }

  public func label(for count: Int) -> String {
    // Leaves a process behind in a session of its own, out of the test's process group.
    if count == 5 {
      let escapee = Process()
      escapee.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
      escapee.arguments = ["sleep", "312.5"]
      try? escapee.run()
    }
    switch count {
    case 0: return "No items"
    case 1: return "1 item"
    default: return "\(count) items"
    }
  }
}
