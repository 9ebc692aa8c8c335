import Foundation

/// A store every basket shares, as an app's singleton is: tests that use it leave it changed.
public final class BasketStore: @unchecked Sendable {
  public nonisolated(unsafe) static var shared = BasketStore()
  public var items: [String] = []

  public init() {}
}

/// A setting that outlives the test that changed it, as `UserDefaults` does.
public enum Discount {
  public nonisolated(unsafe) static var enabled = false
}

public protocol BasketPresentationLogic: AnyObject, Sendable {
  func presentTotal(_ total: Int)
}

public final class BasketInteractor: @unchecked Sendable {
  let store: BasketStore
  public var presenter: BasketPresentationLogic?
  /// What the interactor did last; no test looks at it.
  public var lastEvent = ""

  public init(store: BasketStore = .shared) {
    self.store = store
  }

  public func add(_ item: String) {
    store.items.append(item)
  }

  public func count() -> Int {
    return store.items.count
  }

  public func price(of amount: Int) -> Int {
    lastEvent = "priced"
    return Discount.enabled ? amount * 9 / 10 : amount
  }

  public func label(for count: Int) -> String {
    count == 1 ? "item" : "items"
  }

  public func greeting() -> String {
    return "Welcome back"
  }

  /// Hands the total to the presenter later, as an async interactor does.
  public func total(of amounts: [Int]) {
    let sum = amounts.reduce(0, +)
    DispatchQueue.global().async { [presenter] in presenter?.presentTotal(sum) }
  }
}
