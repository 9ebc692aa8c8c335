import Foundation
import VIPKitCore
import VIPKitCourse
import VIPKitGrading

/// `vipkit exercises`: the course's exercises, in order, with where to start.
enum ExercisesCommand {
  static let spec = CommandSpec(
    name: "exercises",
    abstract: "List the course's exercises and how far you are with each.",
    discussion: """
      Reads the kit's Exercises/ folder. An exercise unchanged since you cloned the kit is \
      "not started"; for a changed one the tests run, and it is "done", "failing" or "does \
      not compile". Each exercise is a Swift package: go into its folder and run `swift test` \
      to see what to do next.
      """,
    options: [
      .course, noTests, pictures, scenarios,
      .exercise.explained(
        "With --pictures or --scenarios: only this exercise (01, 2, …); repeat for more."),
      .jobs.explained("With --pictures: how many build at once (default: one per core)."),
      .cache.explained(
        "With --pictures or --scenarios: where the solutions are built (default: the course's .build/vipkit-grade)."
      ),
      .format(),
    ],
    run: run)

  static let pictures = OptionSpec(
    ["--pictures"],
    help: "Draw each exercise's scene from its solution's tests into its README (scene.svg).")

  static let scenarios = OptionSpec(
    ["--scenarios"],
    help:
      "Record each exercise's scenarios from its solution (Scenarios/*.json), which its tests replay."
  )

  static let noTests = OptionSpec(
    ["--no-tests"],
    help: "Do not run the tests of changed exercises (their state shows as \"changed\").")

  /// The JSON document of `--format json` (schema in Docs/json-output.md).
  struct Document: Encodable {
    struct Entry: Encodable {
      let number: Int
      let slug: String
      let title: String
      let path: String
      let state: ExerciseState
    }
    let version = 1
    let course: String
    let exercises: [Entry]
  }

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    if invocation.arguments.flag(pictures) || invocation.arguments.flag(scenarios) {
      return try fromSolutions(
        invocation, pictures: invocation.arguments.flag(pictures),
        scenarios: invocation.arguments.flag(scenarios))
    }
    let course = try CourseOption.course(invocation)
    let console = invocation.console
    let runTests = !invocation.arguments.flag(noTests)
    let states = course.exercises.map { exercise in
      console.progress("Checking \(exercise.relativePath)…")
      return ExerciseState.of(exercise, in: course, runTests: runTests)
    }
    console.endProgress()
    if invocation.arguments.value(.format()) == "json" {
      let document = Document(
        course: course.root.path,
        exercises: zip(course.exercises, states).map { exercise, state in
          .init(
            number: exercise.number, slug: exercise.slug, title: exercise.title,
            path: exercise.relativePath, state: state)
        })
      try invocation.printJSON(document)
      return .success
    }
    guard !course.exercises.isEmpty else {
      console.print("The course at \(course.root.path) has no exercises yet (Exercises/NN-slug).")
      return .success
    }
    let titleWidth = course.exercises.map(\.title.count).max() ?? 0
    let stateWidth = states.map(\.rawValue.count).max() ?? 0
    console.print("Exercises of the course at \(course.root.path):\n")
    for (exercise, state) in zip(course.exercises, states) {
      let number = exercise.number < 10 ? "0\(exercise.number)" : "\(exercise.number)"
      let title = exercise.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      let stateText = state.rawValue.padding(toLength: stateWidth, withPad: " ", startingAt: 0)
      let styled: String
      switch state {
      case .done: styled = console.outStyle.green(stateText)
      case .failing, .doesNotCompile: styled = console.outStyle.yellow(stateText)
      default: styled = stateText
      }
      console.print(
        "  \(console.outStyle.bold(number))  \(title)  \(styled)  \(exercise.relativePath)")
    }
    if let next = zip(course.exercises, states).first(where: { $0.1 != .done })?.0 {
      console.print("\nNext: cd \(Shell.quote(next.relativePath)) && swift test")
    } else {
      console.print("\nEvery exercise is done.")
    }
    return .success
  }
}

extension ExercisesCommand {
  /// `--pictures`: each exercise's README shows the scene its solution's tests check, drawn
  /// by the harness; `--scenarios`: each exercise's recorded scenarios are what its solution
  /// does. `vipkit verify` fails when either is out of date.
  fileprivate static func fromSolutions(
    _ invocation: Invocation, pictures: Bool, scenarios: Bool
  ) throws(CommandError) -> ExitCode {
    let console = invocation.console
    let (course, options) = try GradeCommand.gradingOptions(invocation)
    ChildRegistry.shared.cleanUpOnInterrupt()
    let scenes = SolutionScenes(course: course, options: options) { console.progress($0) }
    var failed = false
    for exercise in course.exercises
    where options.exercises.isEmpty || options.exercises.contains(exercise.number) {
      do {
        let run = try scenes.run(exercise)
        var said: [String] = []
        var changed: [String] = []
        if pictures {
          changed += try ScenePicture.write(run.picture, in: exercise.folder)
          said.append(
            run.picture.map { "\($0.objectCount) objects, drawn by \($0.source)" }
              ?? "no scene: its tests check none, or it asks for design (Solutions/…/Designs)")
        }
        if scenarios {
          changed += try ScenarioRecordings.write(run.recordings, in: exercise.folder)
          said.append(
            run.recordings.isEmpty
              ? "no scenarios" : "\(run.recordings.count) recording(s) of scenarios")
        }
        console.endProgress()
        let files = changed.isEmpty ? "unchanged" : "wrote " + changed.joined(separator: ", ")
        console.print("\(exercise.relativePath): \(said.joined(separator: "; ")); \(files)")
      } catch let error as Diagnostic {
        console.endProgress()
        console.printError(error.rendered())
        failed = true
      } catch {
        console.endProgress()
        console.printError("error: \(exercise.relativePath): \(error.localizedDescription)")
        failed = true
      }
    }
    return failed ? .checkFailed : .success
  }
}

/// The `--course` option shared by the commands that work on the kit's course.
enum CourseOption {
  static func course(_ invocation: Invocation) throws(CommandError) -> Course {
    let root: URL
    if let path = invocation.arguments.value(.course) {
      root = invocation.url(for: path)
    } else if let found = Course.locate(from: invocation.currentDirectory) {
      root = found
    } else {
      throw .badInput([
        Diagnostic(
          .error,
          "no course found at or above \(invocation.currentDirectory.path): no folder there "
            + "holds both Exercises/ and Package.swift",
          notes: ["Run vipkit inside the kit's folder, or pass --course PATH."])
      ])
    }
    do {
      return try Course(root: root)
    } catch {
      throw .badInput([error])
    }
  }

  /// The exercise the command's first argument names (`2`, `02`), else the one the current
  /// folder is in; nil when neither, for the command to decide (`watch` takes the first not
  /// done, `hint` asks which).
  static func exercise(_ invocation: Invocation, in course: Course) throws(CommandError)
    -> Course.Exercise?
  {
    guard let wanted = invocation.arguments.positionals.first else {
      let here = invocation.currentDirectory.standardizedFileURL.path + "/"
      return course.exercises.first { here.hasPrefix($0.folder.standardizedFileURL.path + "/") }
    }
    guard let number = Int(wanted),
      let exercise = course.exercises.first(where: { $0.number == number })
    else {
      throw .usage(
        "No exercise '\(wanted)': the course has \(numbers(course)).",
        command: invocation.command.name)
    }
    return exercise
  }

  /// `01, 02, …`: the course's exercises, for a message.
  static func numbers(_ course: Course) -> String {
    course.exercises.map { String(format: "%02d", $0.number) }.joined(separator: ", ")
  }
}
