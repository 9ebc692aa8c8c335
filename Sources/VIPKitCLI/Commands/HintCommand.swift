import Foundation
import VIPKitCore
import VIPKitCourse

/// `vipkit hint NN`: the exercise's next hint, one at a time, gentlest first.
enum HintCommand {
  static let spec = CommandSpec(
    name: "hint",
    abstract: "Show the next hint for an exercise.",
    discussion: """
      Each call shows one more hint from the exercise's README, from gentle to explicit, and \
      remembers how far you got (in the exercise's .vipkit-hints file).
      """,
    arguments: [ArgumentSpec("exercise", help: "The exercise's number, as in `vipkit hint 2`.")],
    options: [.course, all, reset],
    run: run)

  static let all = OptionSpec(["--all"], help: "Show every hint at once.")
  static let reset = OptionSpec(["--reset"], help: "Start again from the first hint.")

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let course = try CourseOption.course(invocation)
    let wanted = invocation.arguments.positionals[0]
    guard let number = Int(wanted),
      let exercise = course.exercises.first(where: { $0.number == number })
    else {
      let known = course.exercises.map { String(format: "%02d", $0.number) }.joined(separator: ", ")
      throw .usage("No exercise '\(wanted)': the course has \(known).", command: "hint")
    }
    let hints = exercise.hints()
    let console = invocation.console
    guard !hints.isEmpty else {
      console.print("\(exercise.relativePath) has no hints.")
      return .success
    }
    let progress = exercise.hintProgressFile
    if invocation.arguments.flag(reset) {
      try? FileManager.default.removeItem(at: progress)
      console.print("Hints for \(exercise.title) start again from the first.")
      return .success
    }
    if invocation.arguments.flag(all) {
      for (index, hint) in hints.enumerated() {
        console.print("Hint \(index + 1) of \(hints.count):\n\(hint)\n")
      }
      return .success
    }
    console.print(nextHint(exercise, again: "`vipkit hint \(Shell.quote(wanted))` again"))
    return .success
  }

  /// The exercise's next hint, remembered as shown (in `.vipkit-hints`), with what to do for
  /// a more explicit one (`again`); `vipkit watch`'s `h` key shows the same ladder.
  static func nextHint(_ exercise: Course.Exercise, again: String) -> String {
    let hints = exercise.hints()
    guard !hints.isEmpty else { return "\(exercise.relativePath) has no hints." }
    let progress = exercise.hintProgressFile
    let seen =
      (try? String(contentsOf: progress, encoding: .utf8))
      .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
    guard seen < hints.count else {
      return "That was the last hint (\(hints.count) of \(hints.count)). `vipkit hint "
        + "\(Shell.quote("\(exercise.number)")) --all` shows them again; "
        + "Solutions/\(exercise.folder.lastPathComponent)/ holds the answer."
    }
    try? "\(seen + 1)\n".write(to: progress, atomically: true, encoding: .utf8)
    return "Hint \(seen + 1) of \(hints.count) for \(exercise.title):\n\n\(hints[seen])"
      + (seen + 1 < hints.count ? "\n\nStill stuck? \(again) for a more explicit one." : "")
  }
}
