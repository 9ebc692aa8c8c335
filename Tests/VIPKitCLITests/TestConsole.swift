import Foundation
import VIPKitCore

@testable import VIPKitCLI

/// Records what a command writes, to compare it in tests.
final class TestConsole: @unchecked Sendable {
  private let lock = NSLock()
  private var outText = ""
  private var errorText = ""

  var out: String { lock.withLock { outText } }
  var error: String { lock.withLock { errorText } }

  /// Whether the recorded standard error stands for a terminal.
  let errorIsTerminal: Bool

  init(errorIsTerminal: Bool = false) {
    self.errorIsTerminal = errorIsTerminal
  }

  var console: Console {
    Console(
      out: { text in self.lock.withLock { self.outText += text } },
      error: { text in self.lock.withLock { self.errorText += text } },
      errorIsTerminal: errorIsTerminal)
  }

  /// Runs `vipkit` with `arguments` in `directory`, recording its output.
  static func run(_ arguments: [String], in directory: URL = URL(fileURLWithPath: "/"))
    -> (code: ExitCode, out: String, error: String)
  {
    let recorder = TestConsole()
    let code = VIPKitCommandLine.run(
      arguments, console: recorder.console, environment: [:], currentDirectory: directory)
    return (code, recorder.out, recorder.error)
  }
}
