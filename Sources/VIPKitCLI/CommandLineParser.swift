/// Turns one command's arguments into `ParsedArguments`, checked against its declared options.
///
/// Accepts `--name value`, `--name=value`, `-n value`; flags take no value; `--` ends the
/// options, so later words are positional even when they start with `-`.
package enum CommandLineParser {
  package static func parse(_ arguments: [String], for command: CommandSpec) throws(CommandError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments()
    parsed.declared = Set(command.allOptions.map(\.key))
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if optionsEnded || word == "-" || !word.hasPrefix("-") {
        parsed.positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let (name, inlineValue) = split(word)
      guard let option = command.allOptions.first(where: { $0.names.contains(name) }) else {
        let known = command.allOptions.flatMap(\.names)
        throw .usage(
          "Unknown option '\(name)'." + Suggestion.didYouMean(name, among: known),
          command: command.name)
      }
      guard let valueName = option.valueName else {
        if inlineValue != nil {
          throw .usage("The flag '\(name)' takes no value.", command: command.name)
        }
        parsed.options[option.key, default: []].append("")
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !arguments[index].hasPrefix("-") || arguments[index] == "-"
      {
        value = arguments[index]
        index += 1
      } else {
        throw .usage(
          "Missing value for '\(name) <\(valueName.lowercased())>'.", command: command.name)
      }
      if !option.choices.isEmpty, !option.choices.contains(value) {
        throw .usage(
          "The value '\(value)' is invalid for '\(name) <\(valueName.lowercased())>'. "
            + "Use one of: \(option.choices.joined(separator: ", "))."
            + Suggestion.didYouMean(value, among: option.choices),
          command: command.name)
      }
      parsed.options[option.key, default: []].append(value)
    }
    try checkPositionals(parsed.positionals, for: command)
    return parsed
  }

  /// Whether the words ask for help (`-h` or `--help` before any `--`).
  package static func asksForHelp(_ arguments: [String]) -> Bool {
    for word in arguments {
      if word == "--" { return false }
      if word == "-h" || word == "--help" { return true }
    }
    return false
  }

  private static func split(_ word: String) -> (name: String, value: String?) {
    guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
    return (String(word[..<equals]), String(word[word.index(after: equals)...]))
  }

  private static func checkPositionals(_ positionals: [String], for command: CommandSpec)
    throws(CommandError)
  {
    let required = command.arguments.filter { !$0.optional }
    if positionals.count < required.count {
      let missing = required[positionals.count]
      throw .usage("Missing expected argument '<\(missing.name)>'.", command: command.name)
    }
    let acceptsMany = command.arguments.last?.repeating ?? false
    if !acceptsMany, positionals.count > command.arguments.count {
      throw .usage(
        "Unexpected argument '\(positionals[command.arguments.count])'.", command: command.name)
    }
  }
}
