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

// MARK: - Xcode projects

extension OptionSpec {
  /// `--project <App.xcodeproj>`: read a target's files from an Xcode project.
  package static let project = OptionSpec(
    ["--project"], value: "xcodeproj",
    help: "An Xcode project: read exactly the files of its --target (or --scheme).")

  /// `--workspace <App.xcworkspace>`: the same, from a workspace's projects.
  package static let workspace = OptionSpec(
    ["--workspace"], value: "xcworkspace",
    help: "An Xcode workspace: its projects' targets and its schemes.")

  /// `--target <name>`: the Xcode target whose files are read.
  package static let target = OptionSpec(
    ["--target"], value: "name", help: "With --project or --workspace: the target to read.")

  /// `--scheme <name>`: the Xcode scheme whose targets are read and tested.
  package static let scheme = OptionSpec(
    ["--scheme"], value: "name",
    help: "With --project or --workspace: the scheme (its app targets, its tests).")

  /// The four, in the order help lists them.
  package static let xcode: [OptionSpec] = [.project, .workspace, .target, .scheme]
}
