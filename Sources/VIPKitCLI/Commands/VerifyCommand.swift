import Foundation
import VIPKitCore
import VIPKitGrading

/// `vipkit verify`: proof that the course is sound, in one command (CI runs it).
enum VerifyCommand {
  static let spec = CommandSpec(
    name: "verify",
    abstract: "Check the course: starters fail, solutions pass, no mutant survives.",
    discussion: """
      For every exercise: its README.md and grading.json are valid; the starter compiles \
      without warnings and does not get full marks; the solution gets full marks without \
      warnings; the rubric counts every official test; the official tests kill every mutant \
      of the solution; every misconception kept beside the solution \
      (Solutions/NN-slug/Misconceptions) loses points, with feedback that names its idea; and \
      generated spies and the README's scene picture (drawn from the solution's tests: vipkit \
      exercises --pictures) are current. Exits 1 when anything is off.
      """,
    options: [
      .course.explained("The course to check (default: the kit vipkit runs in)."), .exercise,
      .jobs.explained("Exercises built at once (default: one per core)."), .cache, .format(),
      strict,
    ],
    run: run)

  static let strict = OptionSpec(
    ["--strict"],
    help: "Fail on what a course may go without, too (an exercise with no hint ladder); "
      + "without it, that is said and the exercise still verifies.")

  /// Whether the course verifies: no problem, and with `strict` nothing lacking either.
  static func passed(_ entries: [CourseVerifier.Entry], strict: Bool) -> Bool {
    entries.allSatisfy { $0.problems.isEmpty && (!strict || $0.lacks.isEmpty) }
  }

  struct Document: Encodable {
    let version = 1
    let course: String
    let passed: Bool
    let exercises: [CourseVerifier.Entry]
  }

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let console = invocation.console
    let (course, options) = try GradeCommand.gradingOptions(invocation)
    ChildRegistry.shared.cleanUpOnInterrupt()
    let entries = CourseVerifier(course: course, options: options) { console.printError($0) }
      .verify()
    let strict = arguments.flag(Self.strict)
    let passed = Self.passed(entries, strict: strict)
    if arguments.value(.format()) == "json" {
      try invocation.printJSON(
        Document(course: course.root.path, passed: passed, exercises: entries))
    } else {
      let style = console.outStyle
      for entry in entries {
        console.print(
          (entry.problems.isEmpty ? style.green("✔") : style.red("✘")) + " " + entry.name)
        for line in entry.proven { console.print("    " + line) }
        for problem in entry.problems {
          // A problem's further lines (a build's errors) under its first, indented with it.
          let lines = problem.split(separator: "\n", omittingEmptySubsequences: false)
          console.print("    " + style.red("problem: ") + lines[0])
          for line in lines.dropFirst() { console.print("      " + line) }
        }
        for line in entry.lacks {
          console.print("    " + (strict ? style.red("problem: ") : "lacks: ") + line)
        }
      }
      let bad = entries.filter { !$0.problems.isEmpty || (strict && !$0.lacks.isEmpty) }.count
      console.print(
        bad == 0
          ? "The course is sound: \(entries.count) of \(entries.count) exercises verified."
          : "\(bad) of \(entries.count) exercises have problems.")
    }
    return passed ? .success : .checkFailed
  }
}
