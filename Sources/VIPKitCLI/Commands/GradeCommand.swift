import Foundation
import VIPKitCore
import VIPKitCourse
import VIPKitGrading

/// `vipkit grade`: a submission's score per exercise, robust to broken and hostile code.
enum GradeCommand {
  static let spec = CommandSpec(
    name: "grade",
    abstract: "Grade a student's submission against the course's tests.",
    discussion: """
      The submission is the student's clone of the kit, its Exercises/ folder, or a folder of \
      NN-slug folders. Only the files the student owns (each exercise's grading.json says \
      which; by default Sources/) are taken from it; everything else comes from the course. \
      Each test's outcome is read from the test framework's event stream, never from what \
      the code prints; a test that crashes, hangs or exits runs again alone, and costs only \
      its own points. Nothing is written into the submission. See Docs/grading.md.
      """,
    arguments: [
      ArgumentSpec(
        "submission", help: "The folder to grade (not needed with --gradescope-bundle).",
        optional: true)
    ],
    options: [
      .course.explained(
        "The course with the official tests (default: the kit vipkit runs in)."),
      .exercise, format,
      .output.explained("Write the report there (atomically, once all tests are over)."),
      timeout, memory, runAs, failUnder,
      .jobs.explained("Exercises graded at once (default: one per core)."), .cache,
      gradescopeBundle,
    ],
    run: run)

  static let format = OptionSpec.format(["text", "json", "junit", "gradescope"])
  static let timeout = OptionSpec(
    ["--timeout"], value: "seconds",
    help: "Time limit of one test run; its whole process group ends with it (default: 30).")
  static let memory = OptionSpec(
    ["--memory"], value: "megabytes",
    help: "Memory one test process may take; past it the test fails (default: 4096).")
  static let runAs = OptionSpec(
    ["--run-as"], value: "user",
    help: "Run student code as this user (default when root: nobody; else the grader's own "
      + "account, which student code can then read and signal).")
  static let failUnder = OptionSpec(
    ["--fail-under"], value: "percent", help: "Exit 1 when the total is under this percent.")
  static let gradescopeBundle = OptionSpec(
    ["--gradescope-bundle"], value: "dir",
    help: "Write a Gradescope autograder folder (setup.sh, run_autograder, the course) "
      + "there, and grade nothing.")

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let console = invocation.console
    if let bundle = arguments.value(gradescopeBundle) {
      return try writeGradescopeBundle(to: bundle, invocation)
    }
    guard let submission = arguments.positionals.first else {
      throw .usage("Give the submission to grade: vipkit grade <submission>.", command: "grade")
    }
    // Every usage error before any input is looked at.
    let timeout = try invocation.number(timeout, in: 1...86_400)
    let memory = try invocation.integer(memory, in: 64...1_048_576)
    let user = try arguments.value(runAs).map(studentUser(named:))
    let failUnder = try invocation.number(failUnder, in: 0...100)
    var (course, options) = try gradingOptions(invocation)
    if let timeout { options.testTimeout = timeout }
    if let memory { options.memoryLimit = memory << 20 }
    if let user { options.runAs = user }

    ChildRegistry.shared.cleanUpOnInterrupt()
    let grader = Grader(course: course, options: options) { console.printError($0) }
    let report: GradeReport
    do {
      report = try grader.grade(invocation.url(for: submission))
    } catch {
      throw .badInput([error])
    }
    let output = arguments.value(.output)
    let text: String
    do {
      switch arguments.value(format) ?? "text" {
      case "json": text = try JSONOutput.encode(report)
      case "junit": text = report.junit()
      case "gradescope": text = try JSONOutput.encode(GradescopeResults(report))
      default: text = report.text(style: output == nil ? console.outStyle : .plain)
      }
    } catch {
      throw .internalError("could not encode the report: \(error)")
    }
    try invocation.emit(text, to: output)
    if let failUnder, report.percent < failUnder {
      console.printError(
        "The grade, \(Points.text(report.percent))%, is under --fail-under \(Points.text(failUnder))%."
      )
      return .checkFailed
    }
    return .success
  }

  /// What grade and verify share: the course, the cache, the exercises and the jobs (the
  /// options checked before the course is looked for).
  static func gradingOptions(_ invocation: Invocation) throws(CommandError)
    -> (Course, Grader.Options)
  {
    let arguments = invocation.arguments
    let exercises = try arguments.values(.exercise).map { text throws(CommandError) in
      try exerciseNumber(text, command: invocation.command.name)
    }
    let jobs = try invocation.integer(.jobs, in: 1...64)
    let course = try CourseOption.course(invocation)
    var options = Grader.Options(
      cache: arguments.value(.cache).map(invocation.url(for:))
        ?? course.root.appendingPathComponent(".build/vipkit-grade"))
    options.exercises = Set(exercises)
    if let jobs { options.jobs = jobs }
    return (course, options)
  }

  /// The user `--run-as` names, when the grader can run code as that user.
  private static func studentUser(named name: String) throws(CommandError) -> Confinement.User {
    guard let user = Confinement.User.named(name) else {
      throw .usage(
        "The value '\(name)' is invalid for '--run-as <user>': there is no such user.",
        command: "grade")
    }
    guard user.uid == geteuid() || geteuid() == 0 else {
      throw .usage("--run-as \(name) needs the grader to run as root.", command: "grade")
    }
    guard user.uid == geteuid() || Confinement.canSwitchUser else {
      throw .usage(
        "--run-as \(name) needs util-linux's setpriv on the PATH (Linux), and it is not there.",
        command: "grade")
    }
    return user
  }

  /// `--gradescope-bundle DIR`: writes the autograder folder and grades nothing.
  private static func writeGradescopeBundle(to bundle: String, _ invocation: Invocation)
    throws(CommandError) -> ExitCode
  {
    if let extra = invocation.arguments.positionals.first {
      throw .usage(
        "--gradescope-bundle writes the autograder and grades nothing: remove '\(extra)'.",
        command: "grade")
    }
    let course = try CourseOption.course(invocation)
    do {
      try GradescopeBundle.write(course: course, to: invocation.url(for: bundle))
    } catch {
      throw .badInput([error])
    }
    invocation.console.print(
      "Wrote the Gradescope autograder to \(bundle). Zip its contents (cd \(bundle) && zip -r "
        + "../autograder.zip .) and upload the zip as the assignment's autograder.")
    return .success
  }

  static func exerciseNumber(_ text: String, command: String) throws(CommandError) -> Int {
    guard let number = Int(text), (0...99).contains(number) else {
      throw .usage(
        "The value '\(text)' is invalid for '--exercise <nn>': give an exercise number, like 01.",
        command: command)
    }
    return number
  }
}
