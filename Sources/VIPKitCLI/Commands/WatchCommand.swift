import Foundation
import VIPKitCore
import VIPKitCourse
import VIPKitGrading

/// `vipkit watch [NN]`: the student loop. Runs the exercise's tests, shows the first failing
/// test's message and its code, and runs them again on every save; when the exercise passes,
/// says what it taught, names the next one, and only then offers the solution's diff.
enum WatchCommand {
  static let spec = CommandSpec(
    name: "watch",
    abstract: "Run an exercise's tests on every save, showing the first failure.",
    discussion: """
      Watches the exercise (the one given, the one you are in, or the first not done) and \
      runs its tests whenever a file under it changes (it looks twice a second, so it works \
      on any disk). Keys: h the next hint, n the next exercise, d the solution's diff (once \
      the exercise passes; where you write the tests, once they catch every mutant, which m \
      runs), q quit. Off a terminal, keys come as lines on standard input.
      """,
    arguments: [
      ArgumentSpec(
        "exercise",
        help: "The exercise's number (default: the one you are in, else the first not done).",
        optional: true)
    ],
    options: [.course, once],
    run: run)

  static let once = OptionSpec(
    ["--once"], help: "Run the tests once and exit: 0 when the exercise passes, 1 when not.")

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let course = try CourseOption.course(invocation)
    let console = invocation.console
    var exercise = try pick(invocation, course)
    if invocation.arguments.flag(once) {
      let outcome = StudentRun.run(exercise.folder)
      console.print(render(outcome, exercise, course, style: console.outStyle))
      if case .passed = outcome { return .success }
      return .checkFailed
    }
    let interactive = TerminalKeys.isInteractive
    return TerminalKeys.withKeys { readKey in
      let keys = KeyQueue()
      Thread.detachNewThread {
        while let key = readKey() { keys.push(key) }
        keys.close()
      }
      // The survivor ladder climbed so far, kept while the student edits and saves.
      var climbed: Climb?
      while true {
        if interactive { console.writeOut("\u{1B}[2J\u{1B}[H") }
        console.print("▶ \(exercise.relativePath): running the tests…")
        let (outcome, started) = runOnce(exercise.folder) { StudentRun.run($0) }
        var snapshot = started
        if interactive { console.writeOut("\u{1B}[2J\u{1B}[H") }
        console.print(render(outcome, exercise, course, style: console.outStyle))
        let passed: Bool
        if case .passed = outcome { passed = true } else { passed = false }
        let biting = passed && gradesTests(exercise)
        // Where the student writes the tests, passing is half the task: the solution is
        // offered once the mutants are all caught, not before.
        var solutionOffered = passed && !biting
        let hasNext = next(after: exercise, in: course) != nil
        console.print(keysLine(passed: solutionOffered, hasNext: hasNext, mutants: biting))
        // Until a file changes or a key says otherwise.
        waiting: while true {
          if let key = keys.pop() {
            switch KeyAction(key, passed: solutionOffered, biting: biting) {
            case .quit: return .success
            case .hint:
              console.print(
                "\n"
                  + (passed
                    ? HintCommand.passing(
                      exercise, tests: outcome.testCount, again: "h again")
                    : HintCommand.nextHint(
                      exercise, failing: HintCommand.failingTests(outcome), again: "h again")))
            case .next:
              if let following = next(after: exercise, in: course) {
                exercise = following
                break waiting
              }
              console.print("\nThat was the last exercise.")
            case .mutants:
              console.print("\nMutation testing your tests (about a minute)…")
              let (screen, allCaught) = mutants(of: exercise, climbed: &climbed)
              console.print("\n" + screen)
              if allCaught, !solutionOffered {
                solutionOffered = true
                console.print(
                  "The solution is yours to compare now: press d for its diff with your tests.")
                console.print(keysLine(passed: true, hasNext: hasNext, mutants: true))
              }
            case .solution:
              console.print("\n" + solutionDiff(exercise, course))
            case nil: break
            }
            continue
          }
          let now = FolderState(exercise.folder)
          if now != snapshot {
            // Debounced: an editor writes a file in several steps; run once they are done.
            var settled = now
            repeat {
              snapshot = settled
              Thread.sleep(forTimeInterval: 0.3)
              settled = FolderState(exercise.folder)
            } while settled != snapshot
            break waiting
          }
          Thread.sleep(forTimeInterval: 0.5)
        }
      }
    }
  }

  /// Runs the tests once, and gives the folder's state as it was when they started: a file
  /// saved while they run is then a change, which starts the next run. (Read after the run,
  /// a save during it was never seen: the student waited for a run that never came.)
  static func runOnce(_ folder: URL, _ run: (URL) -> StudentRun.Outcome)
    -> (StudentRun.Outcome, FolderState)
  {
    let before = FolderState(folder)
    return (run(folder), before)
  }

  /// What a key asks of the watch loop. The solution's diff and the mutants are offered only
  /// once the exercise passes (the mutants, where the student writes the tests): a key
  /// pressed before that does nothing, in either case. (A `case "d", "D" where passed`
  /// applied its condition to "D" alone, and showed a student the solution on "d".)
  enum KeyAction: Equatable {
    case quit, hint, next, mutants, solution

    init?(_ key: Character, passed: Bool, biting: Bool) {
      switch key.lowercased() {
      case "q": self = .quit
      case "h": self = .hint
      case "n": self = .next
      case "m" where biting: self = .mutants
      case "d" where passed: self = .solution
      default: return nil
      }
    }
  }

  /// The exercise asked for, the one the current folder is in, or the first not done.
  private static func pick(_ invocation: Invocation, _ course: Course) throws(CommandError)
    -> Course.Exercise
  {
    if let chosen = try CourseOption.exercise(invocation, in: course) { return chosen }
    for exercise in course.exercises {
      invocation.console.progress("Checking \(exercise.relativePath)…")
      if ExerciseState.of(exercise, in: course, runTests: true) != .done {
        invocation.console.endProgress()
        return exercise
      }
    }
    invocation.console.endProgress()
    guard let last = course.exercises.last else {
      throw .badInput([Diagnostic(.error, "the course has no exercises")])
    }
    return last
  }

  private static func next(after exercise: Course.Exercise, in course: Course) -> Course.Exercise? {
    course.exercises.first { $0.number > exercise.number }
  }

  /// What a run means for the student: the compiler's errors, the first failing test with
  /// its message and its code, or done with what the exercise taught and what comes next.
  /// The screen for `outcome`. A scene's drawing under a memory or wiring failure keeps its
  /// lines; the references of a retain cycle (`⟲`) are red where `style` has colour.
  static func render(
    _ outcome: StudentRun.Outcome, _ exercise: Course.Exercise, _ course: Course,
    style: TerminalStyle = .plain
  ) -> String {
    var lines = ["\(exercise.title) (\(exercise.relativePath))", ""]
    switch outcome {
    case .doesNotCompile(let errors):
      lines.append("✘ The code does not compile yet:")
      lines += errors.prefix(10).map { "  " + $0 }
    case .failing(let name, let messages, let code, let failing, let total, _):
      lines.append("✘ \(failing) of \(total) tests fail. The first: \(name)")
      lines.append("")
      lines += messages.flatMap { message in
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
          line.isEmpty ? "" : line.contains("⟲") ? "  " + style.red(String(line)) : "  " + line
        }
      }
      if let code {
        lines.append("")
        lines.append("The test:")
        lines += code.split(separator: "\n", omittingEmptySubsequences: false).map {
          $0.isEmpty ? "" : "  " + $0
        }
      }
    case .passed(let tests) where gradesTests(exercise):
      lines.append("✔ All \(tests) tests pass. Here that is half the task: they are graded by the")
      lines.append("  broken versions of the code they catch. Press m to see which they miss.")
    case .passed(let tests):
      if let rules = VIPRuleGrade.watchLines(exercise: exercise.folder), !rules.isEmpty {
        // The grade also reads the sources: passing tests are not the whole exercise.
        lines.append("✔ All \(tests) tests pass, but the grade also checks the VIP rules on")
        lines.append("  your sources, and the scene breaks some:")
        lines.append("")
        lines += rules.map { "  " + $0 }
        return lines.joined(separator: "\n")
      }
      lines.append("✔ Done: all \(tests) tests pass.")
      if let taught = taught(exercise) {
        lines.append("")
        lines.append("What it taught: \(TerminalMarkdown.inline(taught, style: style))")
      }
      lines.append("")
      if let following = next(after: exercise, in: course) {
        lines.append(
          "Next: \(String(format: "%02d", following.number)) \(following.title) (press n).")
      } else {
        lines.append("That was the last exercise of the course.")
      }
      if SecondDesign.isKept(for: exercise.folder.lastPathComponent, in: course.root) {
        lines.append(
          "The course's design is yours to compare now (press d): yours may differ and be as good.")
      } else {
        lines.append("The solution is yours to compare now: press d for its diff with your code.")
      }
    }
    return lines.joined(separator: "\n")
  }

  private static func keysLine(passed: Bool, hasNext: Bool, mutants: Bool) -> String {
    "\n[h] hint  " + (hasNext ? "[n] next exercise  " : "") + (passed ? "[d] solution diff  " : "")
      + (mutants ? "[m] do your tests bite?  " : "") + "[q] quit   (watching for changes…)"
  }

  /// The README's first paragraph after its title: what the exercise is about.
  static func taught(_ exercise: Course.Exercise) -> String? {
    guard
      let text = try? String(
        contentsOf: exercise.folder.appendingPathComponent("README.md"), encoding: .utf8)
    else { return nil }
    let paragraphs = text.components(separatedBy: "\n\n").map {
      $0.trimmingCharacters(in: .whitespacesAndNewlines)
    }
    guard
      var paragraph = paragraphs.first(where: { !$0.isEmpty && !$0.hasPrefix("#") })?
        .replacingOccurrences(of: "\n", with: " ")
    else { return nil }
    // A paragraph that leads into what follows it (a listing: "…as they are handed out:")
    // ends at its last full sentence, or, a sentence alone, with a full stop.
    if paragraph.hasSuffix(":") {
      if let stop = paragraph.range(of: ". ", options: .backwards) {
        paragraph = String(paragraph[..<stop.lowerBound]) + "."
      } else {
        paragraph = String(paragraph.dropLast()) + "."
      }
    }
    return paragraph
  }

  /// The student's files against the solution's, file by file (a solution holds only the
  /// files the student writes), as `git diff --no-index` shows them.
  private static func solutionDiff(_ exercise: Course.Exercise, _ course: Course) -> String {
    let solution = course.root.appendingPathComponent("Solutions")
      .appendingPathComponent(exercise.folder.lastPathComponent)
    // The misconceptions and second designs kept beside the solution are not its diff.
    let files = SwiftFiles.find([solution]).files.filter {
      !SecondDesign.isBesideTheSolution(SwiftFiles.displayPath($0, from: solution))
    }
    guard !files.isEmpty else {
      return "The course has no solution for \(exercise.relativePath)."
    }
    var parts: [String] = []
    for file in files {
      let path = SwiftFiles.displayPath(file, from: solution)
      let diff = ChildProcess.run(
        "git", ["diff", "--no-index", "--no-color", "--", path, file.path], in: exercise.folder)
      let text = diff.output.trimmingCharacters(in: .whitespacesAndNewlines)
      if !text.isEmpty { parts.append(text) }
    }
    return parts.isEmpty
      ? "Your code is the solution, line for line." : parts.joined(separator: "\n\n")
  }
}

/// Keys read on another thread, taken by the watch loop when it is ready for them.
private final class KeyQueue: @unchecked Sendable {
  private let lock = NSLock()
  private var keys: [Character] = []
  private var closed = false

  func push(_ key: Character) { lock.withLock { keys.append(key) } }
  func close() { lock.withLock { closed = true } }
  func pop() -> Character? {
    lock.withLock { keys.isEmpty ? nil : keys.removeFirst() }
  }
}

/// Every file under an exercise (build products aside) with its size and time: two states
/// differ when a file was saved, added or removed.
struct FolderState: Equatable {
  private var files: [String: String] = [:]

  init(_ folder: URL) {
    let enumerator = FileManager.default.enumerator(
      at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey])
    while let url = enumerator?.nextObject() as? URL {
      let name = url.lastPathComponent
      if name == ".build" || name == ".swiftpm" || name == ".vipkit-hints" {
        enumerator?.skipDescendants()
        continue
      }
      let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
      let time = values?.contentModificationDate?.timeIntervalSince1970 ?? 0
      files[url.path] = "\(values?.fileSize ?? -1) \(time)"
    }
  }
}
