import Foundation

/// Objects that outlive the scene because the system holds them after the scene let go, and
/// so are not the scene's leak.
///
/// An invalidated `Timer` is the one known case: the run loop releases it only when it next
/// turns on Darwin, and never on Linux, where corelibs' timer and its `CFRunLoopTimer` keep
/// each other. A timer still valid is not excused: it keeps firing, and its block may keep
/// the scene.
enum SystemHeld {
  /// The survivors to judge: all but invalidated timers and what is reached only through
  /// one (the timer's own storage).
  static func excluding(_ survivors: [LeakSurvivor]) -> [LeakSurvivor] {
    let released = survivors.filter { isInvalidatedTimer($0.object) }.map(\.watched.path)
    guard !released.isEmpty else { return survivors }
    return survivors.filter { survivor in
      !released.contains { path in
        survivor.watched.path == path || survivor.watched.path.hasPrefix(path + ".")
      }
    }
  }

  private static func isInvalidatedTimer(_ object: AnyObject) -> Bool {
    (object as? Timer).map { !$0.isValid } ?? false
  }
}
