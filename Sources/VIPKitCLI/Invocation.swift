import Foundation
import VIPKitCore

/// What a command receives: its parsed arguments and the world it runs in.
package struct Invocation: Sendable {
  package let command: CommandSpec
  package let arguments: ParsedArguments
  package let console: Console
  package let environment: [String: String]
  package let currentDirectory: URL

  /// A path given on the command line, resolved against the current directory.
  package func url(for path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: currentDirectory).standardizedFileURL
  }

  /// The number given for option `name` (shown as `synopsis`, e.g. `--jobs <n>`), `nil` when
  /// it is not given; a usage error when it is not a number within `range`.
  package func number(_ name: String, _ synopsis: String, in range: ClosedRange<Double>)
    throws(CommandError) -> Double?
  {
    guard let text = arguments.value(name) else { return nil }
    guard let value = Double(text), range.contains(value) else {
      throw .usage(
        "The value '\(text)' is invalid for '\(synopsis)': give a number from "
          + "\(Int(range.lowerBound)) to \(Int(range.upperBound)).", command: command.name)
    }
    return value
  }

  /// Prints `text` to standard output, or writes it to the file `path` (atomically).
  package func emit(_ text: String, to path: String?) throws(CommandError) {
    guard let path else {
      console.print(text)
      return
    }
    do {
      try FileOutput.write([text + "\n"], to: url(for: path))
    } catch {
      throw .badInput([
        Diagnostic(.error, "could not write \(path): \(error.localizedDescription)")
      ])
    }
  }

  /// Prints one versioned JSON document to standard output.
  package func printJSON<T: Encodable>(_ document: T) throws(CommandError) {
    do {
      console.print(try JSONOutput.encode(document))
    } catch {
      throw .internalError("could not encode the JSON output: \(error)")
    }
  }
}

/// The parsed command line of one command.
package struct ParsedArguments: Sendable, Equatable {
  /// Values by the option's long name; a flag has one empty value per occurrence.
  package var options: [String: [String]] = [:]
  package var positionals: [String] = []

  package init(options: [String: [String]] = [:], positionals: [String] = []) {
    self.options = options
    self.positionals = positionals
  }

  /// The last value given for `name` (`--format json --format text` means `text`).
  package func value(_ name: String) -> String? { options[name]?.last }

  /// Every value given for a repeatable option, in order.
  package func values(_ name: String) -> [String] { options[name] ?? [] }

  /// Whether a flag was given.
  package func flag(_ name: String) -> Bool { options[name] != nil }
}
