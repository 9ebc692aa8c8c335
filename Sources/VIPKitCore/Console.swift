#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a command writes: standard output for results, standard error for progress and
/// errors, each with its own colour decision. Tests pass closures that record instead.
package struct Console: Sendable {
  package let writeOut: @Sendable (String) -> Void
  package let writeError: @Sendable (String) -> Void
  package let outStyle: TerminalStyle
  package let errorStyle: TerminalStyle
  /// Whether standard error is a terminal, where progress can rewrite one line in place.
  package let errorIsTerminal: Bool

  package init(
    out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    outStyle: TerminalStyle = .plain, errorStyle: TerminalStyle = .plain,
    errorIsTerminal: Bool = false
  ) {
    writeOut = out
    writeError = error
    self.outStyle = outStyle
    self.errorStyle = errorStyle
    self.errorIsTerminal = errorIsTerminal
  }

  /// The process's own standard output and error.
  package static func standard(environment: [String: String]) -> Console {
    Console(
      out: { writeAll($0, to: 1) },
      error: { writeAll($0, to: 2) },
      outStyle: TerminalStyle(environment: environment, isTerminal: isatty(1) != 0),
      errorStyle: TerminalStyle(environment: environment, isTerminal: isatty(2) != 0),
      errorIsTerminal: isatty(2) != 0)
  }

  /// Writes `text` and a newline to standard output.
  package func print(_ text: String) { writeOut(text + "\n") }

  /// Writes `text` and a newline to standard error.
  package func printError(_ text: String) { writeError(text + "\n") }

  /// Progress of long work, on standard error: on a terminal, one line rewritten in place;
  /// elsewhere (a CI log, a pipe, a file) whole lines, never a run of carriage returns.
  package func progress(_ text: String) {
    writeError(errorIsTerminal ? "\r\u{1B}[K" + text : text + "\n")
  }

  /// Clears the progress line on a terminal, so what follows starts on a clean line.
  package func endProgress() {
    if errorIsTerminal { writeError("\r\u{1B}[K") }
  }
}

/// Writes all of `text` to a file descriptor, unbuffered, so output and errors interleave in
/// the order they were made.
private func writeAll(_ text: String, to descriptor: Int32) {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    bytes = bytes.dropFirst(written)
  }
}
