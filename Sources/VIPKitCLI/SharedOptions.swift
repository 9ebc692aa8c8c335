/// The options several commands accept, declared once: their names and values cannot drift
/// apart between commands. A command may word the help for its own use with `explained(_:)`;
/// lookups go by the long name, so the variant is still the same option.
extension OptionSpec {
  /// `-h, --help`, which every command accepts.
  package static let help = OptionSpec(["-h", "--help"], help: "Show help information.")

  /// `--course <path>`: the course a command works on.
  package static let course = OptionSpec(
    ["--course"], value: "path",
    help: "The kit's folder (default: the nearest folder at or above the current one that "
      + "holds Exercises/ and Package.swift).")

  /// `--exercise <nn>`: one exercise of the course, repeatable.
  package static let exercise = OptionSpec(
    ["--exercise"], value: "nn", help: "Only this exercise (01, 2, …); repeat for more.",
    repeatable: true)

  /// `-j, --jobs <n>`: how much runs at once.
  package static let jobs = OptionSpec(
    ["-j", "--jobs"], value: "n", help: "How many run at once (default: one per core).")

  /// `--cache <dir>`: where grading keeps its built workspaces between runs.
  package static let cache = OptionSpec(
    ["--cache"], value: "dir",
    help: "Where built workspaces are kept between runs (default: the course's "
      + ".build/vipkit-grade).")

  /// `-o, --output <file>`: where a command writes what it makes.
  package static let output = OptionSpec(
    ["-o", "--output"], value: "file",
    help: "Write the report there (atomically) instead of to standard output.")

  /// `--format <format>`, for commands with human and machine-readable output; the first
  /// choice is the default.
  package static func format(_ choices: [String] = ["text", "json"]) -> OptionSpec {
    OptionSpec(
      ["--format"], value: "format",
      help: "Output format: \(choices.dropLast().joined(separator: ", ")) or \(choices.last ?? "") "
        + "(default: \(choices[0])).",
      choices: choices)
  }
}
