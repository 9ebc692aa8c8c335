import Foundation
import VIPKitCore

/// `vipkit exercises`: the course's exercises, in order, with where to start.
enum ExercisesCommand {
  static let spec = CommandSpec(
    name: "exercises",
    abstract: "List the course's exercises.",
    discussion: """
      Reads the kit's Exercises/ folder. Each exercise is a Swift package: go into its folder \
      and run `swift test` to see what to do next.
      """,
    options: [
      OptionSpec(
        ["--course"], value: "path",
        help: "The kit's folder (default: the nearest folder at or above the current one that "
          + "holds Exercises/ and Package.swift)."),
      .format(),
    ],
    run: run)

  /// The JSON document of `--format json` (schema in Docs/json-output.md).
  struct Document: Encodable {
    struct Entry: Encodable {
      let number: Int
      let slug: String
      let title: String
      let path: String
    }
    let version = 1
    let course: String
    let exercises: [Entry]
  }

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let course = try CourseOption.course(invocation)
    let console = invocation.console
    if invocation.arguments.value("--format") == "json" {
      let document = Document(
        course: course.root.path,
        exercises: course.exercises.map {
          .init(number: $0.number, slug: $0.slug, title: $0.title, path: $0.relativePath)
        })
      try invocation.printJSON(document)
      return .success
    }
    guard let first = course.exercises.first else {
      console.print("The course at \(course.root.path) has no exercises yet (Exercises/NN-slug).")
      return .success
    }
    let titleWidth = course.exercises.map(\.title.count).max() ?? 0
    console.print("Exercises of the course at \(course.root.path):\n")
    for exercise in course.exercises {
      let number = exercise.number < 10 ? "0\(exercise.number)" : "\(exercise.number)"
      let title = exercise.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0)
      console.print("  \(console.outStyle.bold(number))  \(title)  \(exercise.relativePath)")
    }
    console.print("\nStart with: cd \(first.relativePath) && swift test")
    return .success
  }
}

/// The `--course` option shared by the commands that work on the kit's course.
enum CourseOption {
  static func course(_ invocation: Invocation) throws(CommandError) -> Course {
    let root: URL
    if let path = invocation.arguments.value("--course") {
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
}
