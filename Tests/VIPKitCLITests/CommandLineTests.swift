import Foundation
import Testing
import VIPKitCore

@testable import VIPKitCLI
@testable import VIPKitGrading

@Suite("The vipkit command line")
struct CommandLineTests {
  @Test(
    "usage errors print Error:, the usage line and where to look, and exit 64",
    arguments: [
      (
        ["exercisez"], "Error: Unknown subcommand 'exercisez'. Did you mean 'exercises'?",
        "vipkit --help"
      ),
      (
        ["--verison"], "Error: Unknown option '--verison'. Did you mean '--version'?",
        "vipkit --help"
      ),
      (["help", "nope"], "Error: Unknown subcommand 'nope'.", "vipkit --help"),
      (
        ["exercises", "--formt=json"], "Error: Unknown option '--formt'. Did you mean '--format'?",
        "vipkit exercises --help"
      ),
      (["exercises", "stray"], "Error: Unexpected argument 'stray'.", "vipkit exercises --help"),
      (
        ["mutate", "--jobs", "2.7"],
        "Error: The value '2.7' is invalid for '--jobs <n>': give a whole number from 1 to 64.",
        "vipkit mutate --help"
      ),
      (
        ["spies", "--suffix", "M-ock", "Sources"],
        "Error: The value 'M-ock' is invalid for '--suffix <suffix>': give letters and digits, like Mock.",
        "vipkit spies --help"
      ),
      (
        ["verify", "--exercise", "x"],
        "Error: The value 'x' is invalid for '--exercise <nn>': give an exercise number, like 01.",
        "vipkit verify --help"
      ),
    ])
  func usageErrors(arguments: [String], firstLine: String, helpCommand: String) {
    let result = TestConsole.run(arguments)
    #expect(result.code == .usage)
    #expect(result.out.isEmpty)
    let lines = result.error.split(separator: "\n").map(String.init)
    #expect(lines.first == firstLine)
    #expect(lines.dropFirst().first?.hasPrefix("Usage: vipkit") == true)
    #expect(lines.last == "  See '\(helpCommand)' for more information.")
  }

  @Test("`help X`, `X --help` and `X -h` print the same text, which lists every option")
  func helpIsTheSameEverywhere() {
    let texts = [["help", "exercises"], ["exercises", "--help"], ["exercises", "-h"]].map {
      TestConsole.run($0)
    }
    #expect(texts.allSatisfy { $0.code == .success && $0.error.isEmpty })
    #expect(Set(texts.map(\.out)).count == 1)
    let help = texts[0].out
    for section in ["OVERVIEW:", "USAGE: vipkit exercises", "OPTIONS:"] {
      #expect(help.contains(section))
    }
    for option in ExercisesCommand.spec.allOptions {
      #expect(help.contains(option.synopsis), "help does not document \(option.synopsis)")
    }
  }

  @Test("the root help lists every command, and no arguments prints it")
  func rootHelp() {
    let help = TestConsole.run(["--help"])
    #expect(help.code == .success)
    #expect(TestConsole.run([]).out == help.out)
    #expect(TestConsole.run(["help"]).out == help.out)
    for command in CommandTable.commands {
      #expect(help.out.contains("\n  \(command.name) "))
    }
    #expect(help.out.contains("SUBCOMMANDS:"))
  }

  @Test("--version prints the version alone")
  func version() {
    #expect(TestConsole.run(["--version"]).out == VIPKitVersion.current + "\n")
  }

  @Test("a long option description wraps under its column")
  func wrapping() {
    let help = HelpRenderer.help(for: ExercisesCommand.spec)
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "too long: \(line)")
    }
  }
}

@Suite("Suggestions")
struct SuggestionTests {
  @Test(
    "edit distance", arguments: [("", "abc", 3), ("kitten", "sitting", 3), ("same", "same", 0)])
  func editDistance(lhs: String, rhs: String, distance: Int) {
    #expect(Suggestion.editDistance(lhs, rhs) == distance)
  }

  @Test("only near candidates are suggested")
  func nearOnly() {
    #expect(Suggestion.nearest(to: "--outptu", among: ["--output", "--only"]) == "--output")
    #expect(Suggestion.nearest(to: "--zzzzzz", among: ["--output", "--only"]) == nil)
    #expect(Suggestion.nearest(to: "exer", among: ["exercises", "grade"]) == "exercises")
    #expect(Suggestion.nearest(to: "-x", among: ["-o", "-j"]) == nil)
  }
}

/// `vipkit verify --strict`: what a course lacks fails it only when asked.
@Suite("vipkit verify: what a course lacks")
struct VerifyStrictTests {
  @Test("an exercise without hints verifies; with --strict it does not; a problem fails both")
  func lacks() {
    let lacking = CourseVerifier.Entry(
      name: "01-cart", problems: [], proven: ["the solution gets full marks (100)"],
      lacks: ["it has no hint ladder (Exercises/01-cart/.hints.md)"])
    #expect(VerifyCommand.passed([lacking], strict: false))
    #expect(!VerifyCommand.passed([lacking], strict: true))
    let broken = CourseVerifier.Entry(
      name: "02-x", problems: ["the starter gets full marks"], proven: [])
    #expect(!VerifyCommand.passed([lacking, broken], strict: false))
  }
}
