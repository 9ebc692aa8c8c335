import Foundation
import VIPKitCore
import VIPKitCourse
import VIPKitGrading

/// `vipkit hint [NN]`: the next rung of the hint ladder that fits the exercise's first failing
/// test: the idea to recall, where to look, what to write, and, last, the code.
enum HintCommand {
  static let spec = CommandSpec(
    name: "hint",
    abstract: "Show the next hint for what fails first in an exercise.",
    discussion: """
      Runs the exercise's tests to see which fail, then climbs the hint ladder for the \
      first of them to fix one rung per call: the idea to recall, where to look, what to write, \
      and only last the code. It remembers how far you got on each ladder (in the exercise's \
      .vipkit-hints file), so asking again goes one step further.
      """,
    arguments: [
      ArgumentSpec(
        "exercise",
        help: "The exercise's number, as in `vipkit hint 2` (default: the one you are in).",
        optional: true)
    ],
    options: [.course, all, reset],
    run: run)

  static let all = OptionSpec(["--all"], help: "Show every ladder, every rung, at once.")
  static let reset = OptionSpec(["--reset"], help: "Start every ladder again from its first rung.")

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let course = try CourseOption.course(invocation)
    let exercise = try pick(invocation, course)
    let console = invocation.console
    let ladders = exercise.ladders()
    guard !ladders.isEmpty else {
      console.print("\(exercise.relativePath) has no hints.")
      return .success
    }
    if invocation.arguments.flag(reset) {
      try? FileManager.default.removeItem(at: exercise.hintProgressFile)
      console.print("Hints for \(exercise.title) start again from the first rung.")
      return .success
    }
    if invocation.arguments.flag(all) {
      console.print(everyRung(ladders))
      return .success
    }
    console.progress("Running \(exercise.relativePath)'s tests to see which fails first…")
    let outcome = StudentRun.run(exercise.folder)
    console.endProgress()
    let again =
      invocation.arguments.positionals.first.map { "`vipkit hint \(Shell.quote($0))` again" }
      ?? "`vipkit hint` again"
    if case .passed(let tests) = outcome {
      console.print(passing(exercise, tests: tests, again: again))
      return .success
    }
    console.print(nextHint(exercise, failing: failingTests(outcome), again: again))
    return .success
  }

  /// What a hint says when every test passes: nothing to add, unless the grade's VIP rules
  /// find something (found by a student whose exercise 12 passed its tests with the form's
  /// rules in the view: the hint said "no hint needed"); and where the student writes the
  /// tests (07, 08), passing is not the goal (what they catch is), so the exercise's main
  /// ladder goes on.
  static func passing(_ exercise: Course.Exercise, tests: Int, again: String) -> String {
    guard WatchCommand.gradesTests(exercise) else {
      // The grade also reads the sources, as `vipkit watch` says: a broken rule is not done.
      if let rules = VIPRuleGrade.watchLines(exercise: exercise.folder), !rules.isEmpty {
        return "All \(tests) tests of \(exercise.title) pass, but the grade also checks the VIP "
          + "rules on your sources, and the scene breaks some:\n\n"
          + rules.map { "  " + $0 }.joined(separator: "\n")
      }
      return "All \(tests) tests of \(exercise.title) pass: no hint needed."
    }
    // No failing test to choose a ladder: each in turn, the first not climbed to its end.
    let ladders = exercise.ladders()
    let progress = exercise.hintProgress()
    let ladder = ladders.first { (progress[$0.title] ?? 0) < $0.rungs.count } ?? ladders.last
    return "All \(tests) tests pass. Here that is the start: your tests are graded by the broken "
      + "versions of the code they catch (`vipkit mutate .` in the exercise's folder lists "
      + "those they miss; `m` in `vipkit watch` shows the first, one step more each time you "
      + "ask), and by other scenes: correct ones written another way, which they must pass, "
      + "and wrong ones, which they must fail.\n\n" + climb(exercise, ladder, again: again)
  }

  /// The failing tests' full names, in the listing's order; none when the code does not
  /// compile.
  static func failingTests(_ outcome: StudentRun.Outcome) -> [String] {
    if case .failing(_, _, _, _, _, let ids) = outcome { return ids }
    return []
  }

  /// The next rung of the ladder that fits `failing` (the failing tests' full names; none
  /// when nothing ran), remembered as shown, with what to do for the next (`again`);
  /// `vipkit watch`'s `h` key climbs the same ladders.
  static func nextHint(_ exercise: Course.Exercise, failing: [String], again: String) -> String {
    climb(exercise, HintLadder.choose(exercise.ladders(), failing: failing), again: again)
  }

  /// The next rung of `ladder`, remembered as shown.
  private static func climb(_ exercise: Course.Exercise, _ ladder: HintLadder?, again: String)
    -> String
  {
    guard let ladder else { return "\(exercise.relativePath) has no hints." }
    var progress = exercise.hintProgress()
    let seen = progress[ladder.title] ?? 0
    let count = ladder.rungs.count
    guard seen < count else {
      return "That was the last hint on \(ladder.title) (\(count) of \(count)): the code. Read "
        + "it against yours line by line, and say to yourself why each line is there. `vipkit "
        + "hint \(Shell.quote("\(exercise.number)")) --all` shows every hint again."
    }
    progress[ladder.title] = seen + 1
    exercise.saveHintProgress(progress)
    let rung = ladder.rungs[seen]
    let what = HintLadder.rungTitles[rung.name] ?? rung.name.lowercased()
    var text = "Hint \(seen + 1) of \(count) on \(ladder.title) (\(what)):\n\n\(rung.text)"
    if seen + 1 < count {
      let next = ladder.rungs[seen + 1]
      text +=
        "\n\nStill stuck? \(again) gives \(HintLadder.rungTitles[next.name] ?? next.name)"
        + (next.name == "Code" ? ": try once more before you ask for it." : ".")
    }
    return text
  }

  /// Every ladder with every rung, for `--all`.
  static func everyRung(_ ladders: [HintLadder]) -> String {
    ladders.map { ladder in
      "## \(ladder.title)\n\n"
        + ladder.rungs.enumerated().map { index, rung in
          "Hint \(index + 1) of \(ladder.rungs.count) "
            + "(\(HintLadder.rungTitles[rung.name] ?? rung.name)):\n\(rung.text)"
        }.joined(separator: "\n\n")
    }.joined(separator: "\n\n")
  }

  /// The exercise asked for, else the one the current folder is in.
  private static func pick(_ invocation: Invocation, _ course: Course) throws(CommandError)
    -> Course.Exercise
  {
    guard let exercise = try CourseOption.exercise(invocation, in: course) else {
      throw .usage(
        "Which exercise? Run it in an exercise's folder, or give its number "
          + "(\(CourseOption.numbers(course))).", command: "hint")
    }
    return exercise
  }
}
