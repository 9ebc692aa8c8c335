import Foundation
import VIPKitCore
import VIPKitCourse

/// Grades a submission against a course: every exercise (or those asked for), in parallel up
/// to `jobs`, each in its own workspaces in the cache.
package struct Grader: Sendable {
  package struct Options: Sendable {
    /// Where workspaces are kept between runs (default: the course's `.build/vipkit-grade`).
    package var cache: URL
    /// The time limit of one run of a test binary (all tests, or one test alone).
    package var testTimeout: Double = 30
    /// The time limit of one build.
    package var buildTimeout: Double = 600
    package var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Exercise numbers to grade; empty for all.
    package var exercises: Set<Int> = []
    /// The address space one student process may take, in bytes; past it, that test fails.
    package var memoryLimit = 4 << 30
    /// Which of the submission workspaces to use, when a class's submissions are graded
    /// several at once (each needs its own); `nil` for the one workspace.
    package var workspaceSlot: Int?
    /// The account student code runs as: `nobody` when the grader is root, so that it cannot
    /// signal the grader, write the course or read the solutions; else the grader's own.
    package var runAs: Confinement.User? =
      geteuid() == 0 && Confinement.canSwitchUser ? .named("nobody") : nil

    /// `runAs` when it is another user than the grader's.
    var studentUser: Confinement.User? { runAs.flatMap { $0.uid == geteuid() ? nil : $0 } }
    /// Whether student code runs in a sandbox where the host gives one (`--no-sandbox` turns
    /// it off); without one, the reports say what student code could reach.
    package var sandbox = true
    /// The size of the sandbox's scratch folder, the one place student code may write.
    package var scratchBytes = 64 << 20
    /// How many processes and threads student code may have at once, in the sandbox.
    package var processLimit = 256
    /// What feedback shows of each survivor of the student's tests, for this run; `nil`
    /// leaves it to the exercise's `grading.json` (words by default).
    package var survivorFeedback: SurvivorFeedback?
    /// The seed fresh scenarios are drawn with (`--seed`): the same seed draws the same
    /// scenarios, so a grade can be replayed. `vipkit grade` draws a new one each run (one for
    /// a whole class); `vipkit verify` keeps this fixed one.
    package var scenarioSeed: UInt64 = Self.fixedScenarioSeed
    /// Whether a fresh scenario the submission takes otherwise is shrunk to the smallest
    /// before it is shown. `vipkit verify` only asks whether a misconception loses points,
    /// and shrinking is most of what a differing trial costs (up to six runs of each side).
    package var scenarioShrinking = true

    /// The seed of a grade that was given none to replay: fixed, so that proving the course
    /// is the same every time.
    package static let fixedScenarioSeed: UInt64 = 69

    /// The sandbox student code runs in; `nil` with the reason when there is none (or
    /// `nil` with `nil` when it is turned off).
    var studentSandbox: (sandbox: Sandbox?, unavailable: String?) {
      guard sandbox else { return (nil, nil) }
      switch Sandbox.available(for: studentUser) {
      case .success(var found):
        found.scratchBytes = scratchBytes
        found.processLimit = processLimit
        return (found, nil)
      case .failure(let reason): return (nil, reason.reason)
      }
    }

    /// The folder of the submission workspaces when student code runs as another user or in
    /// a sandbox (`StudentReach`); `nil` when it runs as the grader, unsandboxed.
    func studentReach() throws(Diagnostic) -> URL? {
      if let user = studentUser { return try StudentReach.root(for: cache, user: user) }
      guard studentSandbox.sandbox != nil else { return nil }
      return try StudentReach.root(for: cache, user: .current)
    }

    /// How student code runs: under a supervisor, with the file-size and memory limits, as
    /// the student's user when it is another, in the sandbox when there is one.
    var studentConfinement: Confinement {
      Confinement(
        fileSizeLimit: TestRunner.fileSizeLimit, memoryLimit: memoryLimit,
        supervised: true, user: studentUser, sandbox: studentSandbox.sandbox)
    }

    package init(cache: URL) {
      self.cache = cache
    }
  }

  package let course: Course
  package let options: Options
  let progress: @Sendable (String) -> Void

  package init(course: Course, options: Options, progress: @escaping @Sendable (String) -> Void) {
    self.course = course
    self.options = options
    self.progress = progress
  }

  /// The exercises to grade, each with its manifest.
  ///
  /// - Throws: a diagnostic for an exercise number the course does not have, or a manifest
  ///   that is not valid.
  package func plan() throws(Diagnostic) -> [(Course.Exercise, GradingManifest)] {
    let known = Set(course.exercises.map(\.number))
    if let unknown = options.exercises.subtracting(known).min() {
      throw Diagnostic(
        .error, "the course has no exercise \(String(format: "%02d", unknown))",
        notes: [
          "Its exercises: "
            + course.exercises.map { String(format: "%02d", $0.number) }.joined(separator: ", ")
        ])
    }
    var plan: [(Course.Exercise, GradingManifest)] = []
    for exercise in course.exercises
    where options.exercises.isEmpty || options.exercises.contains(exercise.number) {
      plan.append((exercise, try GradingManifest.load(from: exercise.folder)))
    }
    return plan
  }

  /// Grades `submission`. The course's files and the submission are put back as they were
  /// afterwards if the student's code changed them, and the report says so.
  package func grade(_ submission: URL) throws(Diagnostic) -> GradeReport {
    let folder = try SubmissionFolder(root: submission)
    let plan = try plan()
    // What grading reads from the course: the exercises, solutions, private tests, harness.
    let courseSnapshot = TreeSnapshot(
      course.root,
      folders: ["Exercises", "Solutions", "Private", "Sources/VIPKit", "Package.swift"])
    let inCourse = submission.standardizedFileURL.path.hasPrefix(
      course.root.standardizedFileURL.path + "/")
    let submissionSnapshot = inCourse ? nil : TreeSnapshot(submission)

    let harness = try HarnessPackage.prepare(for: course, in: options.cache)
    let outcomes = plan.concurrentMap(jobs: options.jobs) { exercise, manifest in
      Result { () throws(Diagnostic) -> ExerciseGrade in
        try ExerciseGrader(
          course: course, exercise: exercise, manifest: manifest, harness: harness,
          options: options, progress: progress
        ).grade(folder)
      }
    }
    ChildRegistry.shared.haltIfInterrupted()
    var notes: [String] = []
    let quarantine = options.cache.appendingPathComponent(
      "quarantine/\(Int(Date().timeIntervalSince1970))-\(UUID().uuidString.prefix(8))")
    let changedCourse = courseSnapshot.restore(
      quarantine: quarantine.appendingPathComponent("course"))
    let changedSubmission =
      submissionSnapshot?.restore(quarantine: quarantine.appendingPathComponent("submission")) ?? []
    if !changedCourse.isEmpty || !changedSubmission.isEmpty {
      let paths =
        (changedCourse.map { "course: \($0)" } + changedSubmission.map { "submission: \($0)" })
      notes.append(
        "While the student's code ran, files outside its scratch folder changed; they were put "
          + "back: " + paths.prefix(10).joined(separator: ", ")
          + (paths.count > 10 ? ", …" : "")
          + ". What they held is kept in \(quarantine.path). Run the tests as a user that cannot write there (Docs/grading.md, “Isolation”)."
      )
    }
    notes += reachNotes(plan.map(\.0))
    var exercises: [ExerciseGrade] = []
    for outcome in outcomes {
      switch outcome {
      case .success(let grade): exercises.append(grade)
      case .failure(let diagnostic): throw diagnostic
      }
    }
    return GradeReport(submission: submission.path, exercises: exercises, notes: notes)
  }

  /// What student code could reach, said plainly: everything the grader's account can when
  /// it runs as that account; the course's solutions when they are readable by its user.
  private func reachNotes(_ exercises: [Course.Exercise]) -> [String] {
    let sandbox = options.studentSandbox
    // In the sandbox, nothing of the course is in its view.
    if sandbox.sandbox != nil {
      guard geteuid() == 0, options.studentUser == nil else { return [] }
      return [
        "Student code ran as root (--run-as root), in the sandbox without capabilities; the "
          + "kernel does not limit root's processes, so its processes were not limited: let it "
          + "run as another user (the default, nobody)."
      ]
    }
    let why =
      sandbox.unavailable.map {
        "No sandbox on this host (\($0)), so student code ran with file and memory limits only, "
          + "and could reach the network and everything its account can read: Docs/grading.md, "
          + "“Isolation”."
      }
      ?? ("Graded with --no-sandbox: student code could reach the network and everything its "
        + "account can read.")
    return [why] + accountNotes(exercises)
  }

  /// What the account student code ran as could read, without a sandbox.
  private func accountNotes(_ exercises: [Course.Exercise]) -> [String] {
    guard let user = options.studentUser else {
      let account = Confinement.User.current.name
      return [
        "Student code ran as \(account), the grader's own account, so it can read whatever "
          + "\(account) can, the course's solutions and private tests included. Grade as root "
          + "(student code then runs as nobody) or in a container: Docs/grading.md, “Isolation”."
      ]
    }
    let secrets = exercises.flatMap { exercise in
      ["Solutions", "Private"].flatMap { folder in
        let root = course.root.appendingPathComponent(folder)
          .appendingPathComponent(exercise.folder.lastPathComponent)
        return FileTree.paths(under: root).map { root.appendingPathComponent($0).path }
      }
    }
    guard let readable = secrets.first(where: { StudentReach.canRead($0, as: user) }) else {
      return []
    }
    return [
      "Student code ran as \(user.name), who can read \(readable): the course's solutions were "
        + "within its reach. Run `chmod -R go-rwx \(Shell.quote(course.root.path))` before "
        + "grading (the "
        + "Gradescope bundle's run_autograder does)."
    ]
  }
}
