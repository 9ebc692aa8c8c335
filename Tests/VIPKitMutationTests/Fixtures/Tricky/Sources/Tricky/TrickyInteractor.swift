/// Bodies of every shape the mutant schema must keep compiling: `guard` in an initialiser
/// with stored properties, `defer`, closures, a computed property, `async`, implicit returns.
public final class TrickyInteractor {
  public let limit: Int
  public private(set) var log: [String] = []
  public weak var delegate: AnyObject?

  public init(limit: Int) {
    guard limit > 0 else {
      self.limit = 1
      return
    }
    self.limit = limit
  }

  public var isLarge: Bool { limit >= 10 }

  public func describe(_ count: Int) -> String {
    defer { log.append("described") }
    return count == 1 ? "one item" : "\(count) items"
  }

  public func total(_ values: [Int]) -> Int {
    values.map { $0 * 2 }.reduce(0) { $0 + $1 }
  }

  public func countUp(to limit: Int) -> Int {
    var count = 0
    while count < limit {
      count = count + 1
    }
    return count
  }

  public func fetch() async -> String {
    await Task.yield()
    return "done"
  }

  public func greet(_ name: String) -> String {
    let salutation = "Hi "
    return salutation + name
  }

  public func untested(_ value: Int) -> Int {
    value > 5 ? value : 0
  }
}
