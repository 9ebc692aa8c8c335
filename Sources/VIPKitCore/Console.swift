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

  package init(
    out: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
    outStyle: TerminalStyle = .plain, errorStyle: TerminalStyle = .plain
  ) {
    writeOut = out
    writeError = error
    self.outStyle = outStyle
    self.errorStyle = errorStyle
  }

  /// The process's own standard output and error.
  package static func standard(environment: [String: String]) -> Console {
    Console(
      out: { writeAll($0, to: 1) },
      error: { writeAll($0, to: 2) },
      outStyle: TerminalStyle(environment: environment, isTerminal: isatty(1) != 0),
      errorStyle: TerminalStyle(environment: environment, isTerminal: isatty(2) != 0))
  }

  /// Writes `text` and a newline to standard output.
  package func print(_ text: String) { writeOut(text + "\n") }

  /// Writes `text` and a newline to standard error.
  package func printError(_ text: String) { writeError(text + "\n") }
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
