/// The Swift that every generated file carries once: the file-private recorder each spy keeps
/// its ordered record of calls in, and, with `--spy-log`, the `SpyLog` the spies of one test
/// can share.
///
/// One recorder type per file, instead of the same machinery in every spy, keeps each spy to
/// its own members (exercise 01's file went from 389 lines to 263). The recorder has
/// its own lock, so one type serves every kind of spy: a global actor's, an actor, a
/// `Sendable` class behind a lock, and a plain class. It is file-private so that two generated
/// files in one module never clash.
enum SpyRecorderSource {
  /// How `SpyLog` is declared: a file that has this line was generated with `--spy-log`.
  static let logDeclaration = "final class SpyLog: @unchecked Sendable"

  /// The recorder type's name, file-private in every generated file.
  static let typeName = "SpyCallRecorder"

  /// The recorder, and `SpyLog` when `spyLog` is set.
  static func text(spyLog: Bool) -> String {
    (spyLog ? logType + "\n" : "") + recorder(spyLog: spyLog)
  }

  private static func recorder(spyLog: Bool) -> String {
    var lines = [
      "/// The ordered record of one spy's calls and the waits for later calls, shared by every",
      "/// spy of this file. It has its own lock, so any spy may keep one.",
      "private final class \(typeName): @unchecked Sendable {",
      "  private let lock = NSLock()",
      "  private var calls: [String] = []",
      "  private var waiters: [(id: Int, name: String, count: Int, continuation: CheckedContinuation<Bool, Never>)] = []",
      "  private var nextWaiterID = 0",
    ]
    if spyLog { lines.append("  private var log: (shared: SpyLog, name: String)?") }
    lines += [
      "",
      "  var recorded: [String] { locked { calls } }",
      "",
    ]
    if spyLog {
      lines += [
        "  func share(_ log: SpyLog, as name: String) {",
        "    locked { self.log = (log, name) }",
        "  }",
        "",
      ]
    }
    lines += [
      "  func record(_ name: String) {",
      "    let ready = locked { () -> [CheckedContinuation<Bool, Never>] in",
      "      calls.append(name)",
      "      let count = calls.filter { $0 == name }.count",
      "      let ready = waiters.filter { $0.name == name && count >= $0.count }",
      "      waiters.removeAll { $0.name == name && count >= $0.count }",
      "      return ready.map(\\.continuation)",
      "    }",
    ]
    if spyLog {
      lines.append(
        "    if let log = locked({ log }) { log.shared.append(\"\\(log.name).\\(name)\") }")
    }
    lines += [
      "    for continuation in ready { continuation.resume(returning: true) }",
      "  }",
      "",
      "  /// `true` once `name` has been called `count` times; `false` if `timeout` seconds pass",
      "  /// first.",
      "  func wait(for name: String, count: Int, timeout: Double) async -> Bool {",
      "    let id: Int? = locked {",
      "      guard calls.filter({ $0 == name }).count < count else { return nil }",
      "      defer { nextWaiterID += 1 }",
      "      return nextWaiterID",
      "    }",
      "    guard let id else { return true }",
      "    return await withCheckedContinuation { continuation in",
      "      let done = locked { () -> Bool in",
      "        if calls.filter({ $0 == name }).count >= count { return true }",
      "        waiters.append((id, name, count, continuation))",
      "        return false",
      "      }",
      "      if done {",
      "        continuation.resume(returning: true)",
      "        return",
      "      }",
      "      Task { [weak self] in",
      "        try? await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))",
      "        self?.expire(id)",
      "      }",
      "    }",
      "  }",
      "",
      "  private func expire(_ id: Int) {",
      "    let expired = locked { () -> CheckedContinuation<Bool, Never>? in",
      "      guard let index = waiters.firstIndex(where: { $0.id == id }) else { return nil }",
      "      return waiters.remove(at: index).continuation",
      "    }",
      "    expired?.resume(returning: false)",
      "  }",
      "",
      "  private func locked<T>(_ body: () throws -> T) rethrows -> T {",
      "    lock.lock()",
      "    defer { lock.unlock() }",
      "    return try body()",
      "  }",
      "}",
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  /// `SpyLog`: one ordered record across the spies of a test, which no single spy can give.
  private static let logType = """
    /// One record of calls across several spies, in the order they happened: give it to each
    /// spy of a test with `logCalls(to:as:)`, then assert the order of the whole VIP cycle,
    /// `["interactor.fetch(request:)", "presenter.presentLoading(_:)", ...]`.
    \(logDeclaration) {
      private let lock = NSLock()
      private var entries: [String] = []

      init() {}

      /// Every call logged so far, as `name.call(label:)`, in order.
      var calls: [String] { locked { entries } }

      fileprivate func append(_ call: String) {
        locked { entries.append(call) }
      }

      private func locked<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
      }
    }

    """
}
