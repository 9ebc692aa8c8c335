@MainActor public protocol WaitingPresentationLogic: AnyObject {
  func presentGreeting(_ text: String)
  func presentCount(_ count: Int)
}

/// Hands each result to the presenter from a task, as async interactors do.
@MainActor public final class WaitingInteractor {
  public var presenter: WaitingPresentationLogic?

  public init() {}

  public func greet(_ name: String) {
    Task { presenter?.presentGreeting("Hello, " + name) }
  }

  public func count(_ items: [Int]) {
    Task { presenter?.presentCount(items.count) }
  }
}
