import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The device's time zone, as a scenario changes it: a user opens the app abroad, or flies.
///
/// Foundation keeps two: `TimeZone.current` (the system's, from `TZ`) and the default a new
/// formatter takes (`NSTimeZone.default`). Code that reads either must see the change, so
/// both are set, and both are put back by `reset()` before the next scenario.
@MainActor
public enum DeviceTimeZone {
  private static let original = (
    zone: NSTimeZone.default, variable: ProcessInfo.processInfo.environment["TZ"]
  )

  /// Makes `identifier` the device's time zone.
  public static func set(_ identifier: String) {
    _ = original
    guard let zone = TimeZone(identifier: identifier) else { return }
    setenv("TZ", identifier, 1)
    tzset()
    NSTimeZone.resetSystemTimeZone()
    NSTimeZone.default = zone
  }

  /// Puts back the time zone the process started with.
  public static func reset() {
    if let variable = original.variable {
      setenv("TZ", variable, 1)
    } else {
      unsetenv("TZ")
    }
    tzset()
    NSTimeZone.resetSystemTimeZone()
    NSTimeZone.default = original.zone
  }
}
