/// What the presenter displays through.
@MainActor
public protocol CounterDisplayLogic: AnyObject {
  func display(text: String)
}

/// Turns a count into its label.
@MainActor
public final class CounterPresenter {
  public weak var view: (any CounterDisplayLogic)?

  public init() {}

  public func present(count: Int) {
    view?.display(text: label(for: count))
  }

  public func label(for count: Int) -> String {
    switch count {
    case 0: "No items"
    case 1: "1 item"
    default: "\(count) items"
    }
  }
}
