/// Renders help and usage lines from the same declarations the parser reads.
package enum HelpRenderer {
  static let toolName = "vipkit"
  static let overview = "Learn, practise and test the VIP (Clean Swift) architecture."
  private static let nameColumn = 26
  private static let width = 80

  /// The root help: `vipkit`, `vipkit --help`, `vipkit help`.
  package static func rootHelp(commands: [CommandSpec]) -> String {
    var lines = [
      "OVERVIEW: \(overview)", "",
      "USAGE: \(toolName) <subcommand>", "",
      "OPTIONS:",
    ]
    lines += row("--version", "Show the version.")
    lines += row(OptionSpec.help.synopsis, OptionSpec.help.help)
    lines += ["", "SUBCOMMANDS:"]
    for command in commands {
      lines += row(command.name, command.abstract)
    }
    lines += row("help", "Show help for a subcommand.")
    lines += ["", "  See '\(toolName) help <subcommand>' for detailed help."]
    return lines.joined(separator: "\n")
  }

  /// A command's help: `vipkit help X`, `vipkit X --help`, `vipkit X -h` all print this.
  package static func help(for command: CommandSpec) -> String {
    var lines = ["OVERVIEW: \(command.abstract)", ""]
    if let discussion = command.discussion {
      lines += wrap(discussion, indent: "") + [""]
    }
    lines += wrap(usage(for: command), indent: "       ", first: "USAGE: ")
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      for argument in command.arguments {
        lines += row("<\(argument.name)>", argument.help)
      }
    }
    lines += ["", "OPTIONS:"]
    for option in command.allOptions {
      lines += row(option.synopsis, option.help)
    }
    return lines.joined(separator: "\n")
  }

  /// `vipkit exercises [--course <path>] [--format <format>]`.
  package static func usage(for command: CommandSpec) -> String {
    var parts = [toolName, command.name]
    for option in command.options {
      parts.append("[\(option.longSynopsis)\(option.repeatable ? " ..." : "")]")
    }
    parts += command.arguments.map(\.synopsis)
    return parts.joined(separator: " ")
  }

  /// One two-column row, the description wrapped under its column.
  private static func row(_ name: String, _ text: String) -> [String] {
    let indent = String(repeating: " ", count: nameColumn)
    let label = "  " + name
    guard label.count < nameColumn - 1 else {
      return [label] + wrap(text, indent: indent)
    }
    var lines = wrap(text, indent: indent)
    lines[0] = label + String(lines[0].dropFirst(label.count))
    return lines
  }

  /// `text` in lines of at most `width` characters, each starting with `indent` (the first
  /// with `first`, when given). A bracketed usage element (`[--output <file>]`) is never split.
  package static func wrap(_ text: String, indent: String, first: String? = nil) -> [String] {
    var lines: [String] = []
    var start = first ?? indent
    var current = start
    for word in words(text) {
      if current.count > start.count, current.count + 1 + word.count > width {
        lines.append(current)
        start = indent
        current = indent
      }
      current += (current.count > start.count ? " " : "") + word
    }
    lines.append(current)
    return lines
  }

  /// The words of `text`, keeping a bracketed group (`[--output <file>]`) as one.
  private static func words(_ text: String) -> [String] {
    var words: [String] = []
    var depth = 0
    for word in text.split(separator: " ") {
      if depth > 0, let last = words.popLast() {
        words.append(last + " " + word)
      } else {
        words.append(String(word))
      }
      depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
    }
    return words
  }
}
