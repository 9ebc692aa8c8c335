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

  /// The number given for `option`, `nil` when it is not given; a usage error when it is not
  /// a number within `range`.
  package func number(_ option: OptionSpec, in range: ClosedRange<Double>) throws(CommandError)
    -> Double?
  {
    try value(
      of: option, in: range, Double.init,
      "a number from \(Int(range.lowerBound)) to \(Int(range.upperBound))")
  }

  /// The whole number given for `option`, `nil` when it is not given; a usage error when it is
  /// not a whole number within `range` (`--jobs 2.7` is refused, not cut to 2).
  package func integer(_ option: OptionSpec, in range: ClosedRange<Int>) throws(CommandError)
    -> Int?
  {
    try value(
      of: option, in: range, Int.init,
      "a whole number from \(range.lowerBound) to \(range.upperBound)")
  }

  /// The value of `option` read by `convert`, when it is given; a usage error that asks for
  /// `wanted` when it cannot be read or is out of `range`.
  private func value<Value: Comparable>(
    of option: OptionSpec, in range: ClosedRange<Value>, _ convert: (String) -> Value?,
    _ wanted: String
  ) throws(CommandError) -> Value? {
    guard let text = arguments.value(option) else { return nil }
    guard let value = convert(text), range.contains(value) else {
      throw .usage(
        "The value '\(text)' is invalid for '\(option.longSynopsis)': give \(wanted).",
        command: command.name)
    }
    return value
  }

  /// The `k/n` given for `option` (`--shard 2/3`: the 2nd of 3 slices), `nil` when it is not
  /// given; a usage error unless 1 ≤ k ≤ n. Mutate and grade read their `--shard` here.
  package func slice(_ option: OptionSpec) throws(CommandError) -> (index: Int, count: Int)? {
    guard let text = arguments.value(option) else { return nil }
    let parts = text.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]),
      !text.hasPrefix("/"), !text.hasSuffix("/")
    else {
      throw .usage(
        "The value '\(text)' is invalid for '\(option.longSynopsis)': give the slice and the "
          + "count, like 2/3.", command: command.name)
    }
    return (parts[0], parts[1])
  }

  /// The `.swift` files of `paths` (files as given, folders searched), as `SwiftFiles` finds
  /// them, as absolute standardized paths; bad input naming each path, as the user wrote it,
  /// that does not exist.
  package func swiftFiles(_ paths: [String]) throws(CommandError) -> [String] {
    let absolute = paths.map { url(for: $0).path }
    let found = SwiftFiles.findPaths(absolute)
    guard found.missing.isEmpty else {
      let missing = Set(found.missing)
      throw .badInput(
        zip(paths, absolute).filter { missing.contains($0.1) }.map {
          Diagnostic(.error, "no such file or folder: \($0.0)")
        })
    }
    return found.files
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

/// The parsed command line of one command, read by the options' own values
/// (`arguments.value(GradeCommand.timeout)`), never by strings.
package struct ParsedArguments: Sendable, Equatable {
  /// Values by the option's long name; a flag has one empty value per occurrence.
  package var options: [String: [String]] = [:]
  package var positionals: [String] = []
  /// The long names of the options the command declares, when parsed for one: looking up any
  /// other is a mistake in the command, caught in debug builds and tests.
  package var declared: Set<String>?

  package init(options: [String: [String]] = [:], positionals: [String] = []) {
    self.options = options
    self.positionals = positionals
  }

  /// The last value given for `option` (`--format json --format text` means `text`).
  package func value(_ option: OptionSpec) -> String? { values(option).last }

  /// Every value given for a repeatable option, in order.
  package func values(_ option: OptionSpec) -> [String] {
    assert(
      declared?.contains(option.key) ?? true,
      "\(option.key) is looked up but not declared by the command")
    return options[option.key] ?? []
  }

  /// Whether a flag was given.
  package func flag(_ option: OptionSpec) -> Bool { !values(option).isEmpty }

  package static func == (lhs: ParsedArguments, rhs: ParsedArguments) -> Bool {
    lhs.options == rhs.options && lhs.positionals == rhs.positionals
  }
}
