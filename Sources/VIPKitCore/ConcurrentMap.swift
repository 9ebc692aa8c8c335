import Dispatch
import Foundation

extension Array where Element: Sendable {
  /// `map` spread over every core, results in the original order: the same output as `map`,
  /// so anything built from it stays deterministic.
  package func concurrentMap<T: Sendable>(_ transform: @Sendable (Element) -> T) -> [T] {
    let cores = ProcessInfo.processInfo.activeProcessorCount
    guard count > 1, cores > 1 else { return map(transform) }
    let results = ResultSlots<T>(count: count)
    // A few chunks per core: enough to balance uneven work, few enough to stay cheap.
    let chunkSize = Swift.max(1, count / (cores * 8))
    let chunks = (count + chunkSize - 1) / chunkSize
    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
      let start = chunk * chunkSize
      for index in start..<Swift.min(count, start + chunkSize) {
        results.store(transform(self[index]), at: index)
      }
    }
    return results.takeValues()
  }
}

extension Array where Element: Sendable {
  /// `map` with at most `jobs` elements in progress at once, results in the original order:
  /// for work that is heavy on its own (a build, a test run), one element per worker.
  package func concurrentMap<T: Sendable>(jobs: Int, _ transform: @Sendable (Element) -> T) -> [T] {
    guard count > 1, jobs > 1 else { return map(transform) }
    let results = ResultSlots<T>(count: count)
    let next = NextIndex()
    DispatchQueue.concurrentPerform(iterations: Swift.min(jobs, count)) { _ in
      while let index = next.take(below: count) {
        results.store(transform(self[index]), at: index)
      }
    }
    return results.takeValues()
  }
}

/// The next element to work on, shared by the workers.
private final class NextIndex: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  func take(below limit: Int) -> Int? {
    lock.withLock {
      guard value < limit else { return nil }
      defer { value += 1 }
      return value
    }
  }
}

/// One slot per result, each written by exactly one worker before any is read.
private final class ResultSlots<T>: @unchecked Sendable {
  private let slots: UnsafeMutablePointer<T?>
  private let count: Int

  init(count: Int) {
    self.count = count
    slots = .allocate(capacity: count)
    slots.initialize(repeating: nil, count: count)
  }

  private var taken = false

  func store(_ value: T, at index: Int) { slots[index] = value }

  /// The results, moved out of their slots (not copied: a copy of each result and the
  /// release of the original cost as much as a small transform); once, after every store.
  func takeValues() -> [T] {
    taken = true
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count {
        guard let value = (slots + index).move() else {
          preconditionFailure("concurrentMap: no result for element \(index)")
        }
        (buffer.baseAddress! + index).initialize(to: value)
        initialized += 1
      }
    }
  }

  deinit {
    if !taken { slots.deinitialize(count: count) }
    slots.deallocate()
  }
}
