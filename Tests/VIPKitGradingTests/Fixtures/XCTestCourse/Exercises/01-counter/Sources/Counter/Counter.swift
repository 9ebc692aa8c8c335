/// What the presenter displays through.
@MainActor
public protocol CounterDisplayLogic: AnyObject {
  func display(text: String)
}

/// Turns a count into its label. Write `label(for:)`.
@MainActor
public final class CounterPresenter {
  public weak var view: (any CounterDisplayLogic)?

  public init() {}

  public func present(count: Int) {
    view?.display(text: label(for: count))
  }

  public func label(for count: Int) -> String {
    ""
  }
}
