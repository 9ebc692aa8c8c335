import Foundation

/// Values left for the operating system to reclaim when the process exits, instead of being
/// freed one by one just before it does, as compilers leave their syntax trees: a large
/// `vipkit spies` run holds every protocol and spy plan it read, and freeing them after the
/// file was written took 70-100 ms of a 1.3-second run.
///
/// Only the `vipkit` executable turns this on (`VIPKitCommandLine.main()`, which exits right
/// after the command); where commands run many times in one process (the tests), nothing is
/// kept and values are freed as usual.
package enum ProcessLifetime {
  private static let kept = KeptValues()

  /// Says that the process ends when the command returns: from now on `keep(_:)` keeps.
  package static func endsWithCommand() {
    kept.enable()
  }

  /// Keeps `value` until the process exits, when the process ends with the command;
  /// otherwise does nothing (the value is freed when its last user lets go of it).
  package static func keep(_ value: some Sendable) {
    kept.add(value)
  }

  /// Whether `keep(_:)` keeps values.
  package static var keepsValues: Bool { kept.isEnabled }
}

/// The values kept, once keeping is on; one instance for the process, others in tests.
final class KeptValues: @unchecked Sendable {
  private let lock = NSLock()
  private var enabled = false
  private var values: [any Sendable] = []

  var isEnabled: Bool { lock.withLock { enabled } }

  func enable() {
    lock.withLock { enabled = true }
  }

  func add(_ value: any Sendable) {
    lock.withLock {
      if enabled { values.append(value) }
    }
  }
}
