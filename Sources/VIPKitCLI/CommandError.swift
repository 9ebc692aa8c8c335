import VIPKitCore

/// Every way a command can fail; `ErrorReport` turns each into text, a stream and an exit
/// code, in one place.
package enum CommandError: Error, Equatable {
  /// The command line is wrong (exit 64); `command` is the command whose usage to show.
  case usage(String, command: String?)
  /// The input is wrong: a missing folder, a file that does not parse (exit 65).
  case badInput([Diagnostic])
  /// The check the command runs failed (exit 1); the command has already said why.
  case checkFailed
  /// A bug in vipkit (exit 70).
  case internalError(String)
}
