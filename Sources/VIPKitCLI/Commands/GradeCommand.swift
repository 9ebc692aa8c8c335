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
      its own points. Nothing is written into the submission. `vipkit grade merge --out DIR \
      A B C` joins the --out folders of a class graded with --shard. With --class, the \
      summary also ranks the pairs of students whose code shares more than the starter and \
      the course's solution give them (similarity.csv, a side-by-side page per pair); \
      `vipkit grade similarity --class DIR --out DIR` makes that report alone, reading the \
      code and running nothing. See Docs/grading.md.
      """,
    arguments: [
      ArgumentSpec(
        "submission",
        help: "The folder to grade (not needed with --class or --gradescope-bundle); `merge` "
          + "instead, then the --out folders of a class's shards, joins them; `similarity` "
          + "instead compares the --class's code alone.",
        optional: true, repeating: true)
    ],
    options: [
      .course.explained(
        "The course with the official tests (default: the kit vipkit runs in)."),
      .exercise, format,
      .output.explained("Write the report there (atomically, once all tests are over)."),
      timeout, memory, runAs, noSandbox, survivorFeedback, seed, probe, failUnder,
      .jobs.explained(
        "Exercises graded at once; with --class, submissions (default: one per core)."),
      .cache, classFolder, roster, out, gradebook, resume, only, shard, classroom,
      gradescopeBundle,
    ],
    run: run)

  static let format = OptionSpec.format(["text", "json", "junit", "gradescope", "exercism"])
  static let classFolder = OptionSpec(
    ["--class"], value: "folder",
    help: "Grade every submission in this folder (one folder each, as gh classroom clone "
      + "writes them), into --out.")
  static let roster = OptionSpec(
    ["--roster"], value: "csv",
    help: "With --class: the students (a CSV naming each one's folder or GitHub user, with "
      + "id, name and email).")
  static let out = OptionSpec(
    ["--out"], value: "dir",
    help: "With --class: where each student's reports, gradebook.csv and summary.html "
      + "(and .md) go (default: grades).")
  static let gradebook = OptionSpec(
    ["--gradebook"], value: "style",
    help: "With --class: gradebook.csv's columns, for csv, canvas or moodle (default: csv).",
    choices: Gradebook.Style.allCases.map(\.rawValue))
  static let resume = OptionSpec(
    ["--resume"],
    help: "With --class: keep the grade of each student already graded whose submission "
      + "has not changed.")
  static let only = OptionSpec(
    ["--only"], value: "student",
    help: "With --class: grade only this student (again); repeatable.", repeatable: true)
  static let shard = OptionSpec(
    ["--shard"], value: "k/n",
    help: "With --class: grade the k-th of n slices of the students (dealt by a stable hash "
      + "of each one's key); join the slices' --out folders with `vipkit grade merge`.")
  static let classroom = OptionSpec(
    ["--classroom"],
    help: "Print Points X/Y for GitHub Classroom (and its reporter's result in "
      + "$GITHUB_OUTPUT), and exit 0.")
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
  static let noSandbox = OptionSpec(
    ["--no-sandbox"],
    help: "Run student code without the sandbox (Linux namespaces: it then sees only its own "
      + "files, no network, no other process); each report says so.")
  static let survivorFeedback = OptionSpec(
    ["--survivor-feedback"], value: "mutant|words|code|nothing",
    help: "What feedback shows of a mutant the student's tests let survive, for this run: "
      + "where and what changed with the idea it tests (the default), also the input and the "
      + "value in words, the code of a test that catches it, or only how many; overrides "
      + "survivorFeedback in grading.json.")
  static let seed = OptionSpec(
    ["--seed"], value: "n",
    help:
      "Draw the fresh scenarios from this seed (each report says the one it drew), to grade again exactly as before."
  )
  static let probe = OptionSpec(
    ["--probe"],
    help: "Print what student code can reach on this host (the course, another submission, "
      + "the network, the grader's processes, disk, processes), and grade nothing; exit 1 when "
      + "it reaches any.")
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
    if arguments.positionals.first == "merge" {
      return try mergeClass(invocation)
    }
    if arguments.positionals.first == "similarity" {
      return try similarity(invocation)
    }
    if arguments.flag(probe) {
      return try probeHost(invocation)
    }
    if let folder = arguments.value(classFolder) {
      return try gradeClass(folder, invocation)
    }
    for option in [roster, out, gradebook, resume, only, shard]
    where !arguments.values(option).isEmpty {
      throw .usage("\(option.names[0]) goes with --class <folder>.", command: "grade")
    }
    guard let submission = arguments.positionals.first else {
      throw .usage("Give the submission to grade: vipkit grade <submission>.", command: "grade")
    }
    guard arguments.positionals.count == 1 else {
      throw .usage(
        "Give one submission to grade, or a class with --class <folder>.", command: "grade")
    }
    // Every usage error before any input is looked at.
    let failUnder = try invocation.number(failUnder, in: 0...100)
    let (course, options) = try studentOptions(invocation)

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
      case "exercism":
        text = try JSONOutput.encode(
          ExercismResults(report) { number in
            course.exercises.first { $0.number == number }?.folder.appendingPathComponent("Tests")
          })
      default: text = report.text(style: output == nil ? console.outStyle : .plain)
      }
    } catch {
      throw .internalError("could not encode the report: \(error)")
    }
    if arguments.flag(classroom) {
      return try reportToClassroom(report, invocation)
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

  /// `vipkit grade --class <folder>`: every submission, reports per student, a gradebook and
  /// a summary; the exit status says whether grading ran, not how the class did.
  private static func gradeClass(_ folder: String, _ invocation: Invocation) throws(CommandError)
    -> ExitCode
  {
    let arguments = invocation.arguments
    let console = invocation.console
    if let extra = arguments.positionals.first {
      throw .usage(
        "--class grades every submission in its folder: remove '\(extra)'.", command: "grade")
    }
    for option in [classroom, failUnder, .output] where !arguments.values(option).isEmpty {
      throw .usage(
        "\(option.names.last ?? "") grades one submission: with --class, read --out.",
        command: "grade")
    }
    let (course, grading) = try studentOptions(invocation)
    var options = ClassGrader.Options(
      grading: grading, output: invocation.url(for: arguments.value(out) ?? "grades"))
    options.roster = arguments.value(roster).map(invocation.url(for:))
    options.resume = arguments.flag(resume)
    options.only = arguments.values(only)
    options.jobs = grading.jobs
    if let style = arguments.value(gradebook).flatMap(Gradebook.Style.init(rawValue:)) {
      options.gradebook = style
    }
    options.shard = try classShard(invocation)
    ChildRegistry.shared.cleanUpOnInterrupt()
    let grader = ClassGrader(course: course, options: options) { console.printError($0) }
    let outcome: ClassGrader.Outcome
    do {
      outcome = try grader.run(invocation.url(for: folder))
    } catch {
      throw .badInput([error])
    }
    let shown = arguments.value(out) ?? "grades"
    let flagged = outcome.entries.filter { !$0.problems.isEmpty }.count
    console.print(
      "Graded \(outcome.graded.count) of \(outcome.entries.count) students"
        + (outcome.reused.isEmpty ? "" : " (\(outcome.reused.count) kept from the last run)")
        + " in \(Int(outcome.seconds.rounded())) s: \(shown)/gradebook.csv, \(shown)/summary.html"
        + (flagged == 0 ? "." : "; \(flagged) need a look (see the summary).")
        + (outcome.similarity.map { "\n" + $0.sentence(folder: shown) } ?? ""))
    return .success
  }

  /// `--classroom`: `Points X/Y` as GitHub Classroom reads it, and, inside a workflow, the
  /// autograding reporter's `result` output (its version 3 JSON, base64) in `$GITHUB_OUTPUT`.
  /// Always exit 0: the points are the verdict, not the step's status.
  private static func reportToClassroom(_ report: GradeReport, _ invocation: Invocation)
    throws(CommandError) -> ExitCode
  {
    let points = Points.text(report.score)
    let maximum = Points.text(report.maximum)
    invocation.console.print("Points \(points)/\(maximum)")
    if let file = invocation.environment["GITHUB_OUTPUT"] {
      let result = ClassroomResult(report)
      guard let json = try? JSONOutput.encode(result) else {
        throw .internalError("could not encode the Classroom result")
      }
      let line = "result=" + Data(json.utf8).base64EncodedString() + "\n"
      guard let handle = FileHandle(forWritingAtPath: file) else {
        throw .badInput([Diagnostic(.error, "could not write $GITHUB_OUTPUT (\(file))")])
      }
      handle.seekToEndOfFile()
      handle.write(Data(line.utf8))
      try? handle.close()
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

  /// `gradingOptions` with how student code runs: its time limit, memory, user and sandbox.
  private static func studentOptions(_ invocation: Invocation) throws(CommandError)
    -> (Course, Grader.Options)
  {
    let timeout = try invocation.number(timeout, in: 1...86_400)
    let memory = try invocation.integer(memory, in: 64...1_048_576)
    let user = try invocation.arguments.value(runAs).map(studentUser(named:))
    var (course, options) = try gradingOptions(invocation)
    if let timeout { options.testTimeout = timeout }
    if let memory { options.memoryLimit = memory << 20 }
    if let user { options.runAs = user }
    if invocation.arguments.flag(noSandbox) { options.sandbox = false }
    if let shown = invocation.arguments.value(survivorFeedback) {
      guard let choice = SurvivorFeedback(rawValue: shown) else {
        throw .usage(
          "--survivor-feedback takes words, code or nothing, not '\(shown)'.", command: "grade")
      }
      options.survivorFeedback = choice
    }
    if let text = invocation.arguments.value(seed) {
      guard let chosen = UInt64(text) else {
        throw .usage("--seed takes a whole number from 0 up, not '\(text)'.", command: "grade")
      }
      options.scenarioSeed = chosen
    } else {
      // A grade draws new scenarios each run, so a submission tuned to the last ones still
      // meets new ones; the seed is in every report.
      options.scenarioSeed = UInt64.random(in: 1...999_999_999)
    }
    return (course, options)
  }

  /// `--probe`: what student code can reach here, found by probing as student code runs.
  private static func probeHost(_ invocation: Invocation) throws(CommandError) -> ExitCode {
    if let extra = invocation.arguments.positionals.first {
      throw .usage("--probe grades nothing: remove '\(extra)'.", command: "grade")
    }
    let (course, options) = try studentOptions(invocation)
    let findings: SandboxProbe.Report
    do {
      findings = try SandboxProbe(course: course, options: options).run()
    } catch {
      throw .badInput([error])
    }
    invocation.console.print(findings.text)
    return findings.contained ? .success : .checkFailed
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
      "Wrote the Gradescope autograder to \(bundle). Zip its contents (cd \(Shell.quote(bundle)) && zip -r "
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
