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

  /// Looks for the instructor's solution above its working folder and crashes with its text,
  /// so that the text lands in its own feedback.
  public func label(for count: Int) -> String {
    var folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while folder.path != "/" {
      let solution = folder.appendingPathComponent("Solutions/01-counter/Sources/Counter/Counter.swift")
      if let text = try? String(contentsOf: solution, encoding: .utf8) {
        fatalError("LEAKED SOLUTION: " + text)
      }
      folder.deleteLastPathComponent()
    }
    switch count {
    case 0: return "No items"
    case 1: return "1 item"
    default: return "\(count) items"
    }
  }
}
