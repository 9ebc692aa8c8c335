#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Says which scenario was running when the scene crashed.
///
/// A scene that crashes (an `unowned` reference read after its object went away, a forced
/// unwrap of a nil) ends the test process, and the test framework can say nothing more. So
/// before each scenario the note is written out in advance, and a handler for the crashing
/// signals prints it, then hands the signal back to whoever handled it before (the runtime's
/// backtrace, the debugger), so the crash ends the process as it would have.
enum CrashNote {
  private nonisolated(unsafe) static var buffer = UnsafeMutablePointer<UInt8>.allocate(
    capacity: capacity)
  private nonisolated(unsafe) static var length = 0
  private nonisolated(unsafe) static var installed = false
  private nonisolated(unsafe) static var previousActions = UnsafeMutablePointer<sigaction>
    .allocate(capacity: 32)
  private static let capacity = 16_384
  private static let signals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

  /// The note printed if the process crashes from now on; `nil` clears it.
  static func set(_ text: String?) {
    installIfNeeded()
    let bytes = Array((text ?? "").utf8.prefix(capacity))
    length = 0
    bytes.withUnsafeBufferPointer { source in
      if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
    }
    length = bytes.count
  }

  private static func installIfNeeded() {
    guard !installed else { return }
    installed = true
    for signal in signals {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = crashed
      #else
        action.__sigaction_u.__sa_handler = crashed
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, previousActions + Int(signal))
    }
  }

  /// The handler: prints the note, puts the previous handler back and returns, so that the
  /// faulting instruction runs again and its signal reaches that handler.
  private static let crashed: @convention(c) (Int32) -> Void = { signal in
    if CrashNote.length > 0 {
      _ = write(2, CrashNote.buffer, CrashNote.length)
      CrashNote.length = 0
    }
    sigaction(signal, CrashNote.previousActions + Int(signal), nil)
    if signal == SIGABRT { raise(signal) }
  }
}
