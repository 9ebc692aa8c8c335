import Foundation
import VIPKitCore
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
      OptionSpec(
        ["--course"], value: "path",
        help: "The course with the official tests (default: the kit vipkit runs in)."),
      OptionSpec(
        ["--exercise"], value: "nn", help: "Grade only this exercise (01, 2, …).",
        repeatable: true),
      .format(["text", "json", "junit", "gradescope"]),
      OptionSpec(
        ["--output"], value: "file",
        help: "Write the report there (atomically, once all tests are over)."),
      OptionSpec(
        ["--timeout"], value: "seconds",
        help: "Time limit of one test run; its whole process group ends with it (default: 30)."),
      OptionSpec(
        ["--memory"], value: "MB",
        help: "Memory one test process may take; past it the test fails (default: 4096)."),
      OptionSpec(
        ["--run-as"], value: "user",
        help: "Run student code as this user (default when root: nobody; else the grader's own "
          + "account, which student code can then read and signal)."),
      OptionSpec(
        ["--fail-under"], value: "percent", help: "Exit 1 when the total is under this percent."),
      OptionSpec(
        ["-j", "--jobs"], value: "n", help: "Exercises graded at once (default: one per core)."),
      OptionSpec(
        ["--cache"], value: "dir",
        help: "Where built workspaces are kept between runs (default: the course's "
          + ".build/vipkit-grade)."),
      OptionSpec(
        ["--gradescope-bundle"], value: "dir",
        help: "Write a Gradescope autograder folder (setup.sh, run_autograder, the course) "
          + "there, and grade nothing."),
    ],
    run: run)

  private static func run(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    let arguments = invocation.arguments
    let console = invocation.console
    let course = try CourseOption.course(invocation)
    if let bundle = arguments.value("--gradescope-bundle") {
      if let extra = arguments.positionals.first {
        throw .usage(
          "--gradescope-bundle writes the autograder and grades nothing: remove '\(extra)'.",
          command: "grade")
      }
      do {
        try GradescopeBundle.write(course: course, to: invocation.url(for: bundle))
      } catch {
        throw .badInput([error])
      }
      console.print(
        "Wrote the Gradescope autograder to \(bundle). Zip its contents (cd \(bundle) && zip -r "
          + "../autograder.zip .) and upload the zip as the assignment's autograder.")
      return .success
    }
    guard let submission = arguments.positionals.first else {
      throw .usage("Give the submission to grade: vipkit grade <submission>.", command: "grade")
    }
    var options = Grader.Options(
      cache: arguments.value("--cache").map(invocation.url(for:))
        ?? course.root.appendingPathComponent(".build/vipkit-grade"))
    options.exercises = Set(try arguments.values("--exercise").map(exerciseNumber))
    if let timeout = try invocation.number("--timeout", "--timeout <seconds>", in: 1...86_400) {
      options.testTimeout = timeout
    }
    if let jobs = try invocation.number("--jobs", "--jobs <n>", in: 1...64) {
      options.jobs = Int(jobs)
    }
    if let memory = try invocation.number("--memory", "--memory <MB>", in: 64...1_048_576) {
      options.memoryLimit = Int(memory) << 20
    }
    if let name = arguments.value("--run-as") {
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
      options.runAs = user
    }
    let failUnder = try invocation.number("--fail-under", "--fail-under <percent>", in: 0...100)

    ChildRegistry.shared.cleanUpOnInterrupt()
    let grader = Grader(course: course, options: options) { console.printError($0) }
    let report: GradeReport
    do {
      report = try grader.grade(invocation.url(for: submission))
    } catch {
      throw .badInput([error])
    }
    let output = arguments.value("--output")
    let text: String
    do {
      switch arguments.value("--format") ?? "text" {
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

  static func exerciseNumber(_ text: String) throws(CommandError) -> Int {
    guard let number = Int(text), (0...99).contains(number) else {
      throw .usage(
        "The value '\(text)' is invalid for '--exercise <nn>': give an exercise number, like 01.",
        command: "grade")
    }
    return number
  }

}
