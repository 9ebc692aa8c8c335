/// The exit codes every `vipkit` command uses (sysexits.h values where one fits).
package enum ExitCode: Int32, Sendable, CaseIterable {
  /// The command did what was asked and every check passed.
  case success = 0
  /// A check failed: stale spies, a mutation score under the threshold, a grade under
  /// `--fail-under`.
  case checkFailed = 1
  /// The command line was wrong (EX_USAGE).
  case usage = 64
  /// The input was wrong: a file that does not parse, a missing folder (EX_DATAERR).
  case badInput = 65
  /// A bug in vipkit (EX_SOFTWARE).
  case internalError = 70
}
