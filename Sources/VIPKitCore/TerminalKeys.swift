#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Single keystrokes from a terminal, without waiting for Enter or echoing them: for
/// questions answered with one key. The one place that switches the terminal's mode.
package enum TerminalKeys {
  /// Whether standard input and output are both a terminal, where questions may be asked.
  package static var isInteractive: Bool { isatty(0) != 0 && isatty(1) != 0 }

  /// Runs `body` with a reader of single keys, the terminal's mode put back afterwards.
  /// Ctrl-C ends the command (status 130, as the signal would), the terminal put back first:
  /// with the terminal's own signal keys off, the key arrives as a byte.
  /// The reader may be called from another thread (`vipkit watch` reads keys while it waits
  /// for files to change).
  package static func withKeys<Result>(
    _ body: (@escaping @Sendable () -> Character?) -> Result
  ) -> Result {
    var saved = termios()
    guard tcgetattr(0, &saved) == 0 else { return body { readLine() } }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    tcsetattr(0, TCSANOW, &raw)
    defer { tcsetattr(0, TCSANOW, &saved) }
    let restore = saved
    return body {
      let key = readByte()
      if key == "\u{3}" {
        var mode = restore
        tcsetattr(0, TCSANOW, &mode)
        print("")
        exit(130)
      }
      return key
    }
  }

  /// One byte of standard input, as a character; `nil` at its end.
  private static func readByte() -> Character? {
    var byte: UInt8 = 0
    while true {
      let count = read(0, &byte, 1)
      if count == 1 { return Character(Unicode.Scalar(byte)) }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  /// Where the terminal's mode cannot be changed: the first character of a line.
  private static func readLine() -> Character? {
    Swift.readLine().map { $0.first ?? "\n" }
  }
}
