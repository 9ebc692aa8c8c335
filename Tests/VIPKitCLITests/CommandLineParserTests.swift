import Testing

@testable import VIPKitCLI

@Suite("Parsing a command's arguments")
struct CommandLineParserTests {
  @Test(
    "accepted spellings",
    arguments: [
      (["--output", "a.swift"], ParsedArguments(options: ["--output": ["a.swift"]])),
      (["--output=a.swift"], ParsedArguments(options: ["--output": ["a.swift"]])),
      (["-o", "a.swift"], ParsedArguments(options: ["--output": ["a.swift"]])),
      (["--output="], ParsedArguments(options: ["--output": [""]])),
      (
        ["--check", "Sources"],
        ParsedArguments(options: ["--check": [""]], positionals: ["Sources"])
      ),
      (
        ["--import", "A", "--import=B"], ParsedArguments(options: ["--import": ["A", "B"]])
      ),
      (["--", "--check"], ParsedArguments(positionals: ["--check"])),
      (["-o", "-"], ParsedArguments(options: ["--output": ["-"]])),
      (["--format", "json"], ParsedArguments(options: ["--format": ["json"]])),
    ])
  func accepted(arguments: [String], expected: ParsedArguments) throws {
    #expect(try CommandLineParser.parse(arguments, for: Self.sample) == expected)
  }

  @Test(
    "rejected command lines, each with a message that says what to do",
    arguments: [
      (["--outptu", "a"], "Unknown option '--outptu'. Did you mean '--output'?"),
      (["-x"], "Unknown option '-x'."),
      (["--check=yes"], "The flag '--check' takes no value."),
      (["--output"], "Missing value for '--output <file>'."),
      (["--output", "--check"], "Missing value for '--output <file>'."),
      (
        ["--format", "jsn"],
        "The value 'jsn' is invalid for '--format <format>'. Use one of: text, json. Did you mean 'json'?"
      ),
    ])
  func rejected(arguments: [String], message: String) {
    #expect(throws: CommandError.usage(message, command: "sample")) {
      try CommandLineParser.parse(arguments, for: Self.sample)
    }
  }

  @Test("positional arguments are counted against the declaration")
  func positionals() {
    #expect(throws: CommandError.usage("Missing expected argument '<name>'.", command: "one")) {
      try CommandLineParser.parse([], for: Self.one)
    }
    #expect(throws: CommandError.usage("Unexpected argument 'b'.", command: "one")) {
      try CommandLineParser.parse(["a", "b"], for: Self.one)
    }
  }

  @Test("help is asked for with -h or --help, but not after --")
  func asksForHelp() {
    #expect(CommandLineParser.asksForHelp(["x", "--help"]))
    #expect(CommandLineParser.asksForHelp(["-h"]))
    #expect(!CommandLineParser.asksForHelp(["--", "--help"]))
  }

  // MARK: - Fixtures

  static let sample = CommandSpec(
    name: "sample", abstract: "A sample.",
    arguments: [ArgumentSpec("path", help: "Paths.", optional: true, repeating: true)],
    options: [
      OptionSpec(["-o", "--output"], value: "FILE", help: "Where to write."),
      OptionSpec(["--import"], value: "MODULE", help: "Imports.", repeatable: true),
      OptionSpec(["--check"], help: "Check only."),
      .format(),
    ],
    run: { _ in .success })

  static let one = CommandSpec(
    name: "one", abstract: "One argument.", arguments: [ArgumentSpec("name", help: "A name.")],
    run: { _ in .success })
}
