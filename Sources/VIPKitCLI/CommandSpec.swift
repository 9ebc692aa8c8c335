import VIPKitCore

/// One option of a command, declared once: the parser reads it to parse, the help renderer
/// reads it to document, so help cannot drift from what is parsed.
package struct OptionSpec: Sendable {
  /// `["-o", "--output"]`: the short name first when there is one.
  package let names: [String]
  /// `FILE` for an option that takes a value; `nil` for a flag.
  package let valueName: String?
  package let help: String
  /// The values the option accepts, when it is a choice (`text`, `json`).
  package let choices: [String]
  package let repeatable: Bool

  package init(
    _ names: [String], value valueName: String? = nil, help: String, choices: [String] = [],
    repeatable: Bool = false
  ) {
    self.names = names
    self.valueName = valueName
    self.help = help
    self.choices = choices
    self.repeatable = repeatable
  }

  /// The long name (`--output`), which is the key for parsed values.
  package var key: String { names.last ?? "" }

  /// `--output <file>`, as usage lines and messages name it.
  package var longSynopsis: String {
    key + (valueName.map { " <\($0.lowercased())>" } ?? "")
  }

  /// The same option, with help written for one command's use of it.
  package func explained(_ text: String) -> OptionSpec {
    OptionSpec(names, value: valueName, help: text, choices: choices, repeatable: repeatable)
  }

  /// `-o, --output <file>` as help and usage show it.
  package var synopsis: String {
    names.joined(separator: ", ") + (valueName.map { " <\($0.lowercased())>" } ?? "")
  }
}

/// One positional argument of a command.
package struct ArgumentSpec: Sendable {
  package let name: String
  package let help: String
  package let optional: Bool
  package let repeating: Bool

  package init(_ name: String, help: String, optional: Bool = false, repeating: Bool = false) {
    self.name = name
    self.help = help
    self.optional = optional
    self.repeating = repeating
  }

  /// `<path> ...`, `[<package-path>]`.
  package var synopsis: String {
    let core = "<\(name)>" + (repeating ? " ..." : "")
    return optional ? "[\(core)]" : core
  }
}

/// A command: its help text, arguments and options, and what it does.
package struct CommandSpec: Sendable {
  package let name: String
  /// One line, shown in the list of subcommands and as OVERVIEW.
  package let abstract: String
  /// Further paragraphs for the command's own help.
  package let discussion: String?
  package let arguments: [ArgumentSpec]
  package let options: [OptionSpec]
  package let run: @Sendable (Invocation) throws(CommandError) -> ExitCode

  package init(
    name: String, abstract: String, discussion: String? = nil, arguments: [ArgumentSpec] = [],
    options: [OptionSpec] = [],
    run: @escaping @Sendable (Invocation) throws(CommandError) -> ExitCode
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.run = run
  }

  /// Every option the command accepts, `--help` included.
  package var allOptions: [OptionSpec] { options + [OptionSpec.help] }
}
