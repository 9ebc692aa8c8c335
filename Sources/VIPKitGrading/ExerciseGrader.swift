import Foundation
import VIPKitCore
import VIPKitCourse
import VIPKitMutation

/// Grades one exercise of one submission.
///
/// The student's files are laid into a workspace that the course fills with everything else;
/// the expected official tests come from the reference (the course's exercise with its
/// solution), built in a workspace of its own. Both workspaces stay in the cache, so the
/// harness and the reference are compiled once, not once per student.
struct ExerciseGrader: Sendable {
  let course: Course
  let exercise: Course.Exercise
  let manifest: GradingManifest
  /// The harness package the exercise is built against, prepared once a submission; `nil`
  /// for a course that has none (its exercises depend on the kit by path).
  let harness: HarnessPackage?
  let options: Grader.Options
  let progress: @Sendable (String) -> Void

  func grade(_ submission: SubmissionFolder) throws(Diagnostic) -> ExerciseGrade {
    var grade = ExerciseGrade(
      number: exercise.number, name: exercise.folder.lastPathComponent, title: exercise.title,
      status: .graded, items: [])
    guard let folder = submission.folder(for: exercise) else {
      grade.status = .missing
      grade.items = nothingEarned(
        "The submission has no folder \(grade.name): put the work on this exercise in a folder "
          + "of that name.")
      return grade
    }
    let student = submission.studentFiles(in: folder, owned: manifest.studentFiles)
    grade.notes = student.notes

    let reach = try options.studentReach()
    // The grader's own workspace, out of reach of a student user: the reference is built in
    // it first when its list is not known yet, so the submission's build that follows
    // recompiles only the student's files instead of starting cold.
    let workspace = try GradingWorkspace(root: cache(submissionWorkspace))
    // Its lock is held while it lives: to the end of this grade, not its last use.
    defer { withExtendedLifetime(workspace) {} }
    let given = try courseParts()
    let officialTests =
      try manifest.rubric.contains { $0.tests != nil }
      ? referenceTests(in: workspace, files: given.reference) : nil
    // The reference's test products kept apart, when the rubric draws fresh scenarios: they
    // answer for the reference after this workspace holds the submission.
    let reference =
      manifest.rubric.contains { $0.scenarios != nil }
      ? try scenarioReference(in: workspace, files: given.reference) : nil
    let privateFiles = given.hidden
    let files = submissionFiles(student, given: given).merging(privateFiles) { _, new in new }
    try workspace.sync(files)
    progress("\(grade.name): building the submission")
    // The same files built last time are not built again, where student code cannot have
    // touched the build (it runs in a folder of its own, as another user or in the sandbox).
    let build = workspace.build(
      timeout: options.buildTimeout, moduleCache: moduleCache,
      key: reach == nil
        ? nil : ReferenceTests.key(of: files, harness: harness, tool: Self.toolIdentity))
    guard build.succeeded, let binary = build.testBinary else {
      grade.status = .doesNotCompile
      grade.compilerErrors =
        build.timedOut
        ? ["the build did not finish within \(Int(options.buildTimeout)) s"]
        : Array(build.errors.prefix(20))
      grade.items = nothingEarned(
        "The code does not compile, so no test could run: fix the compiler's errors below.")
      return grade
    }
    grade.warnings = build.warnings
    // The private tests are in the binary now; their sources go before any student code runs.
    workspace.remove(privateFiles.keys)
    var environment = workspace.environment
    var testBinary = binary
    var testFolder = workspace.root
    let events: URL
    // The run folder keeps its lock while the tests run in it.
    var run: GradingWorkspace?
    defer { withExtendedLifetime(run) {} }
    if let reach {
      // Student code runs as its user (or in the sandbox) in a folder of its own, within that
      // user's reach: the package's files (what the student may see anyway) and a copy of the
      // test binary, never the build folder, which holds what the reference compiled. The
      // sandbox shows it this folder alone.
      let user = options.studentUser ?? .current
      let folder = try GradingWorkspace(
        root: reach.appendingPathComponent(exercise.folder.lastPathComponent)
          .appendingPathComponent(submissionWorkspace))
      run = folder
      try folder.sync(files.filter { privateFiles[$0.key] == nil })
      testBinary = try folder.copyTestProducts(of: binary)
      testFolder = folder.root
      try StudentReach.grant(folder.root, below: reach, to: user)
      // Its temporary folder is the only place the student's user may write: its home.
      let temporary = folder.root.appendingPathComponent("tmp").path
      environment["HOME"] = temporary
      environment["TMPDIR"] = temporary
      // The event streams' pipes are the grader's, in a folder the user can only pass.
      events = try StudentReach.passOnlyFolder(folder.root.appendingPathComponent(".events"))
    } else {
      events = try eventsFolder()
    }
    let runner = TestRunner(
      binary: testBinary, folder: testFolder, environment: environment,
      timeout: options.testTimeout, eventsFolder: events, confinement: studentConfinement)
    let listing = officialTests == nil ? runner.listing() : nil
    let expected = officialTests ?? listing?.tests ?? []
    progress("\(grade.name): running \(expected.count) tests")
    let results = runner.run(expected: expected)
    ProcessSweep.end(marker: workspace.marker)
    var trials: [String: ItemGrade] = [:]
    if let reference {
      for item in manifest.rubric {
        guard let scenarios = item.scenarios else { continue }
        progress("\(grade.name): fresh scenarios")
        trials[item.title] = scenarioGrade(
          item, scenarios, expected: expected, reference: reference,
          referenceEnvironment: workspace.environment,
          submission: (testBinary, testFolder, environment, events))
        ProcessSweep.end(marker: workspace.marker)
      }
    }
    grade.items = try score(
      results, workspace: workspace,
      mutants: MutationPlace(
        copy: workspace.root.deletingLastPathComponent()
          .appendingPathComponent(submissionWorkspace + "-mutants"),
        runFolder: run?.root), key: Self.mutationKey(files, scenes: given.scenes),
      scenes: given.scenes, sources: files.filter { isOwned($0.key) && $0.key.hasSuffix(".swift") },
      trials: trials, noTests: listing?.problem ?? "You wrote no tests: no test ran.")
    if officialTests != nil { grade.rubricProblems = rubricProblems(expected) }
    return grade
  }

  // MARK: Scoring

  /// Every rubric item at zero, for one reason.
  private func nothingEarned(_ reason: String) -> [ItemGrade] {
    manifest.rubric.map { .single($0, 0, [reason]) }
  }

  private func score(
    _ results: [TestResult], workspace: GradingWorkspace, mutants: MutationPlace, key: String,
    scenes: [KeptScene], sources: [String: Data], trials: [String: ItemGrade] = [:],
    noTests: String
  ) throws(Diagnostic) -> [ItemGrade] {
    var unclaimed = results
    var items: [ItemGrade] = []
    for item in manifest.rubric {
      if item.scenarios != nil {
        items.append(trials[item.title] ?? .single(item, 0, ["No fresh scenario could run."]))
        continue
      }
      if item.check == .vipRules {
        items.append(
          VIPRuleGrade.grade(
            item, sources: sources,
            teaching: FileManager.default.fileExists(
              atPath: exercise.folder.appendingPathComponent(HintLadder.fileName).path)))
        continue
      }
      if let check = item.check {
        items.append(
          grade(
            check, item, results: results, workspace: workspace, mutants: mutants, key: key,
            scenes: scenes, noTests: noTests))
        continue
      }
      let mine = unclaimed.filter { item.counts(testID: $0.id) }
      unclaimed.removeAll { item.counts(testID: $0.id) }
      let shares = Points.shares(of: item.points, among: mine.count)
      items.append(
        ItemGrade(
          title: item.title, maximum: item.points,
          checks: zip(mine, shares).map { result, share in
            CheckGrade(
              name: result.name, testID: result.id, score: result.passed ? share : 0,
              maximum: share, passed: result.passed, explanation: result.messages)
          }))
    }
    return items
  }

  /// Official tests that no item counts, and names in the rubric that match no test.
  private func rubricProblems(_ tests: [ListedTest]) -> [String] {
    let items = manifest.rubric.filter { $0.tests != nil }
    var problems = tests.filter { test in !items.contains { $0.counts(testID: test.id) } }
      .map { "the test \($0.id) counts for no rubric item" }
    for item in items {
      for pattern in item.tests ?? []
      where !tests.contains(where: {
        RubricItem(title: "", points: 1, tests: [pattern]).counts(testID: $0.id)
      }) {
        problems.append("rubric item “\(item.title)”: '\(pattern)' matches no test")
      }
    }
    return problems
  }

  private func grade(
    _ check: RubricItem.Check, _ item: RubricItem, results: [TestResult],
    workspace: GradingWorkspace, mutants: MutationPlace, key: String, scenes: [KeptScene],
    noTests: String
  ) -> ItemGrade {
    let failing = results.filter { !$0.passed }
    func single(_ score: Double, _ explanation: [String]) -> ItemGrade {
      .single(item, score, explanation)
    }
    if results.isEmpty {
      return single(0, [noTests])
    }
    switch check {
    case .testsPass:
      let passed = Double(results.count - failing.count) / Double(results.count)
      var explanation = failing.map {
        "Your test “\($0.name)” fails on the reference solution:\n"
          + $0.messages.joined(separator: "\n")
      }
      // Where the rubric also measures what the tests catch, passing counts only as far as
      // they check something: a test with no assertion passes on any code.
      guard manifest.rubric.contains(where: { $0.check == .mutationScore }) else {
        return single(item.points * passed, explanation)
      }
      let caught =
        failing.isEmpty
        ? mutationOutcome(workspace: workspace, mutants: mutants, key: key, scenes: scenes).score
        : 0
      if caught < 1 {
        explanation.append(Self.passingCounts(caught: caught, failing: failing.count))
      }
      // Passing tests counted at less than their points say so in the check's name: "−
      // 6.15 Your tests pass on the reference scene" reads as if some failed.
      guard failing.isEmpty, caught < 1 else {
        return single(item.points * passed * caught, explanation)
      }
      return ItemGrade(
        title: item.title, maximum: item.points,
        checks: [
          CheckGrade(
            name: "They pass, counted at \(Int((caught * 100).rounded()))%",
            score: item.points * caught, maximum: item.points, passed: false,
            explanation: explanation)
        ])
    case .vipRules:
      // Graded from the sources in `score`, never from tests: not reached.
      assertionFailure("vip-rules is graded by VIPRuleGrade, from the sources")
      return VIPRuleGrade.grade(item, sources: [:])
    case .mutationScore:
      guard failing.isEmpty else {
        return single(
          0,
          [
            "Your tests must all pass on the reference solution before their mutation score "
              + "counts; \(failing.count) of \(results.count) fail."
          ])
      }
      let outcome = mutationOutcome(
        workspace: workspace, mutants: mutants, key: key, scenes: scenes)
      return single(
        item.points * outcome.score,
        outcome.explanation(
          options.survivorFeedback ?? manifest.survivorFeedback ?? .mutant,
          shown: manifest.survivorsShown ?? MutationOutcome.defaultShown))
    case .correctScenes, .wrongScenes:
      let kind: KeptScene.Kind = check == .correctScenes ? .correct : .wrong
      guard scenes.contains(where: { $0.kind == kind }) else {
        return single(0, ["The course keeps no \(kind.rawValue) scene for this exercise."])
      }
      guard failing.isEmpty else {
        return single(
          0,
          [
            "Your tests must all pass on the reference solution before other scenes can judge "
              + "them; \(failing.count) of \(results.count) fail."
          ])
      }
      let outcome = mutationOutcome(
        workspace: workspace, mutants: mutants, key: key, scenes: scenes)
      guard let judged = outcome.scenes else { return single(0, outcome.notes) }
      return SceneGrade.grade(
        item, kind: kind, scenes: scenes, judged: judged, mutationScore: outcome.score)
    }
  }

  /// Why passing tests earned what they did, when they earn it in proportion to what they
  /// catch.
  static func passingCounts(caught: Double, failing: Int) -> String {
    if failing > 0 {
      return "Make every test pass on the reference first: these points count passing tests in "
        + "proportion to the broken versions of the scene they catch, which is measured only "
        + "on a suite that passes."
    }
    let percent = Int((caught * 100).rounded())
    if caught <= 0 {
      return "Your tests pass, but they caught none of the broken versions of the scene: a test "
        + "that checks nothing passes on any code, so passing earns points only in proportion "
        + "to what the tests catch (0%)."
    }
    return "Your tests pass, and they caught \(percent)% of the broken versions of the scene: "
      + "passing earns points in proportion to what the tests catch."
  }

  /// What mutation testing made of the student's tests on the reference scene.
  struct MutationOutcome: Codable {
    var score: Double
    /// What the run found about the tests themselves, or why it could not run.
    var notes: [String]
    /// The survivors the feedback shows, each with its suggestion (words and code both:
    /// which one a student reads is the manifest's choice, made when the grade is shown).
    var survivors: [MutationFeedback.Survivor] = []
    var unshown = 0
    var nothingToMutate = false
    /// How the student's tests judged each kept scene; `nil` when the run could not judge
    /// them (it did not run, or the course keeps none).
    var scenes: [SceneOutcome]?

    /// How many survivors graded feedback shows when `grading.json` does not say.
    static let defaultShown = 3

    /// The feedback, with at most `shown` survivors, shown as `grading.json`'s
    /// `survivorFeedback` says.
    func explanation(_ showing: SurvivorFeedback, shown: Int) -> [String] {
      let kept = survivors.prefix(max(0, shown))
      return notes
        + MutationFeedback.survivors(
          Array(kept), unshown: unshown + survivors.count - kept.count, showing: showing)
        + (nothingToMutate ? ["There was nothing to mutate."] : [])
    }
  }

  /// A kept scene as the student's tests judged it.
  struct SceneOutcome: Codable, Equatable {
    var id: String
    /// The tests that failed on it, as the student wrote them; `nil` when all passed.
    var failingTests: [String]?
  }

  /// Where mutation testing of a student's tests builds (the grader's: it holds what earlier
  /// students' tests compiled to), and where those tests run (the folder the student's code
  /// may see, with a copy of the test products; `nil` when they run as the grader).
  struct MutationPlace {
    var copy: URL
    var runFolder: URL?
  }

  /// Runs mutation testing of the workspace, or reads the outcome of an earlier run on the
  /// very same files (the same submission graded again), kept in the cache by fingerprint.
  private func mutationOutcome(
    workspace: GradingWorkspace, mutants: MutationPlace, key: String, scenes: [KeptScene]
  ) -> MutationOutcome {
    let stored = cache("mutation").appendingPathComponent(key + ".json")
    if let data = FileManager.default.contents(atPath: stored.path),
      let outcome = try? JSONDecoder().decode(MutationOutcome.self, from: data)
    {
      return outcome
    }
    progress("\(exercise.folder.lastPathComponent): mutation testing your tests")
    var options = MutationRunner.Options(package: workspace.root)
    options.jobs = 1
    // Kept, so the next submission's mutants build incrementally.
    options.workspace = mutants.copy
    options.runFolder = mutants.runFolder
    options.buildArguments = moduleCache.buildArguments
    // The student's own tests run here: confined like every other run of student code.
    options.confinement = studentConfinement
    // Every mutant runs every test: no coverage files for student code to write (or to
    // empty, which would leave every mutant unreached and out of the count), so the
    // sandbox stays read-only but for its scratch folder.
    options.selectTests = false
    // A student's test must not earn points by noticing that it is being mutation tested:
    // every run is told its mutant by a token, decoy runs change nothing, and a test that
    // fails on one earns nothing.
    options.hostileTests = true
    options.baselineTimeout = options.timeoutFloor + 4 * self.options.testTimeout
    // Each survivor comes with the test that catches it, found by running the reference.
    options.suggestsTests = true
    // The kept scenes run as mutants of the same build: no build of their own.
    options.variants = scenes.map(\.variant)
    let result: MutationRunner.Result
    do {
      result = try MutationRunner(options: options) { _ in }.run()
    } catch {
      return MutationOutcome(score: 0, notes: MutationFeedback.couldNotRun(error))
    }
    let variants = result.mutants.filter { $0.operatorName == SceneVariant.operatorName }
    let generated = result.mutants.filter { $0.operatorName != SceneVariant.operatorName }
    let survivors = generated.filter { $0.status == .survived }
    let detected = generated.filter { $0.status == .killed || $0.status == .timedOut }.count
    let counted = detected + survivors.count
    // Each comes with its test: up to 20, the number of mutants an exercise's scene has.
    let shown = 20
    let outcome = MutationOutcome(
      score: counted == 0 ? 1 : Double(detected) / Double(counted),
      notes: MutationFeedback.conduct(result),
      survivors: survivors.prefix(shown).map {
        MutationFeedback.Survivor(
          location: $0.location.rendered, operatorName: $0.operatorName, diff: $0.diff,
          suggestion: $0.suggestion)
      }, unshown: max(0, survivors.count - shown), nothingToMutate: counted == 0,
      scenes: scenes.isEmpty
        ? nil
        : scenes.map { scene in
          let mutant = variants.first { $0.key == scene.variant.key }
          let failed = mutant.map { $0.status == .killed || $0.status == .timedOut } ?? false
          return SceneOutcome(
            id: scene.id,
            failingTests: failed ? (mutant?.killedBy ?? []).map(MutationFeedback.display) : nil)
        })
    if let data = try? JSONEncoder().encode(outcome) {
      try? FileManager.default.createDirectory(
        at: stored.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? data.write(to: stored)
    }
    return outcome
  }

  /// The key of a stored mutation outcome: the workspace's files and the tool that mutated
  /// them, so an outcome from before an upgrade (other operators, another build) is not reused.
  static func mutationKey(
    _ files: [String: Data], scenes: [KeptScene] = [], tool: String = toolIdentity
  ) -> String {
    var keyed = files
    keyed["\u{0}vipkit"] = Data(tool.utf8)
    for scene in scenes {
      for (path, text) in scene.files { keyed["\u{0}scene/\(scene.id)/\(path)"] = Data(text.utf8) }
    }
    return fingerprint(keyed)
  }

  /// This vipkit: its version, its mutation operators, and its executable's size and date,
  /// which change with every build.
  static let toolIdentity: String = {
    let executable = Bundle.main.executablePath.flatMap {
      try? FileManager.default.attributesOfItem(atPath: $0)
    }
    let size = (executable?[.size] as? NSNumber)?.intValue ?? 0
    let date = (executable?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(VIPKitVersion.current) \(MutationOperators.names.joined(separator: ",")) "
      + "\(size) \(date)"
  }()

  /// A fingerprint of a workspace's files (64-bit FNV-1a over paths and contents, in order).
  static func fingerprint(_ files: [String: Data]) -> String {
    var fingerprint = Fingerprint()
    for (path, content) in files.sorted(by: { $0.key < $1.key }) {
      fingerprint.mix(path)
      fingerprint.mix(content)
    }
    return fingerprint.text
  }

  // MARK: The reference

  /// The official tests every submission is expected to run: those of the reference (the
  /// exercise with its solution and the private tests), built and listed once for each
  /// state of the course and kept in the cache, so a class builds the reference once.
  ///
  /// It is built in `workspace`, the grader's own (the submission's next), which a student
  /// user cannot reach.
  private func referenceTests(in workspace: GradingWorkspace, files: [String: Data])
    throws(Diagnostic) -> [ListedTest]
  {
    let key = ReferenceTests.key(of: files, harness: harness, tool: Self.toolIdentity)
    let stored = cache("reference-tests.json")
    if let known = ReferenceTests.read(stored), known.key == key { return known.tests }
    let binary = try buildReference(in: workspace, files: files)
    let runner = TestRunner(
      binary: binary, folder: workspace.root, environment: workspace.environment,
      timeout: options.testTimeout, eventsFolder: try eventsFolder())
    let tests = runner.list()
    guard !tests.isEmpty else {
      throw Diagnostic(
        .error, "the course's reference for \(exercise.relativePath) has no tests",
        notes: ["Write the exercise's official tests with Swift Testing or XCTest."])
    }
    ReferenceTests(key: key, tests: tests).write(to: stored)
    return tests
  }

  /// The reference (the exercise with its solution and private tests) laid into `workspace`
  /// and built; its test binary. The course's own code: a build that fails is the course's
  /// problem, said as one.
  func buildReference(in workspace: GradingWorkspace, files: [String: Data]? = nil)
    throws(Diagnostic) -> String
  {
    if let files { try workspace.sync(files) }
    progress("\(exercise.folder.lastPathComponent): building the reference")
    let build = workspace.build(timeout: options.buildTimeout, moduleCache: moduleCache)
    guard build.succeeded, let binary = build.testBinary else {
      throw Diagnostic(
        .error,
        "the course's reference for \(exercise.relativePath) (the exercise with its solution) "
          + "does not build",
        notes: Array(build.errors.prefix(10)) + ["Run vipkit verify to check the course."])
    }
    return binary
  }

  /// The solution's scene, as the harness draws it: the reference (the exercise with its
  /// solution and private tests) built in the grader's own workspace (incrementally, right
  /// after the solution was graded there) and its tests run, both libraries, with
  /// `VIPKIT_GRAPHS`, so every check the tests make writes its scene, passing or not. The
  /// course's own code: it runs unconfined, with the tests' time limit.
  /// What the reference's tests leave when run in the tools' modes: the scene they draw
  /// (`VIPKIT_GRAPHS`) and the scenarios they record (`VIPKIT_SCENARIOS_RECORD`), from one
  /// build and one test run per framework; `drawing: false` leaves the picture out.
  /// `again` runs the binary the last run built, without building or drawing: a second run
  /// to prove the recordings the same.
  func runSolution(drawing: Bool = true, run: Int = 0, again: Bool = false) throws(Diagnostic)
    -> SolutionRun
  {
    let workspace = try referenceWorkspace()
    defer { withExtendedLifetime(workspace) {} }
    progress("\(exercise.folder.lastPathComponent): running the solution's tests")
    let built =
      again ? TestLibrary.builtBinary(in: workspace.root, environment: workspace.environment) : nil
    let binary: String
    if let built { binary = built } else { binary = try buildReference(in: workspace) }
    let drawing = drawing && built == nil
    let drawings = cache("scene-graphs")
    let recordings = cache("scenario-recordings-\(run)")
    for folder in [drawings, recordings] { try? FileManager.default.removeItem(at: folder) }
    var environment = workspace.environment
    if drawing { environment["VIPKIT_GRAPHS"] = drawings.path }
    environment["VIPKIT_SCENARIOS_RECORD"] = recordings.path
    for library in [TestLibrary.swiftTesting, .xctest] {
      let command = library.command(binary: binary)
      _ = ChildProcess.run(
        command[0], Array(command.dropFirst()), in: workspace.root, environment: environment,
        timeout: options.testTimeout * 4, outputLimit: 256 << 10)
    }
    return SolutionRun(
      picture: drawing ? ScenePicture.chosen(in: drawings) : nil,
      recordings: ScenarioRecordings.read(in: recordings))
  }

  /// The grader's own workspace filled with the reference (the exercise with its solution
  /// and private tests), locked while the result lives. Its build folder holds the last build
  /// there (the reference's, a submission's), so building the reference again compiles only
  /// what differs: never the harness.
  func referenceWorkspace() throws(Diagnostic) -> GradingWorkspace {
    let workspace = try GradingWorkspace(root: cache(submissionWorkspace))
    try workspace.sync(try courseParts().reference)
    return workspace
  }

  /// What the course gives for the exercise, read once a grade.
  struct CourseParts {
    /// The exercise's files, its manifest pointed at the harness.
    var exercise: [String: Data]
    var solution: [String: Data]
    /// The private tests.
    var hidden: [String: Data]
    /// The correct and wrong scenes kept beside the solution, when the rubric grades by them.
    var scenes: [KeptScene] = []

    /// The reference: the exercise with its solution and its private tests.
    var reference: [String: Data] {
      exercise.merging(solution) { _, solution in solution }.merging(hidden) { _, hidden in hidden }
    }
  }

  func courseParts() throws(Diagnostic) -> CourseParts {
    CourseParts(
      exercise: try courseFiles(),
      // The misconceptions and second designs kept beside a solution are never the reference.
      solution: try files(in: solutionFolder, skipping: SecondDesign.besideTheSolution),
      hidden: try files(in: privateFolder),
      scenes: manifest.rubric.contains { $0.check == .correctScenes || $0.check == .wrongScenes }
        ? KeptScene.all(in: solutionFolder).found : [])
  }

  /// The toolchain's modules, built once for all the course's workspaces.
  var moduleCache: SharedModuleCache { SharedModuleCache(in: options.cache) }

  // MARK: Confinement

  /// How student code runs (`Grader.Options.studentConfinement`).
  var studentConfinement: Confinement { options.studentConfinement }

  // MARK: Files

  private var solutionFolder: URL {
    course.root.appendingPathComponent("Solutions").appendingPathComponent(
      exercise.folder.lastPathComponent)
  }

  private var privateFolder: URL {
    course.root.appendingPathComponent("Private").appendingPathComponent(
      exercise.folder.lastPathComponent)
  }

  /// `submission`, or `submission-2` for the second of a class's submissions graded at once:
  /// each slot builds the harness once, then only each student's own files.
  private var submissionWorkspace: String {
    options.workspaceSlot.map { $0 == 0 ? "submission" : "submission-\($0 + 1)" } ?? "submission"
  }

  func cache(_ name: String) -> URL {
    options.cache.appendingPathComponent(exercise.folder.lastPathComponent)
      .appendingPathComponent(name)
  }

  func eventsFolder() throws(Diagnostic) -> URL {
    let folder = cache("events")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw Diagnostic(.error, "could not create \(folder.path): \(error.localizedDescription)")
    }
    return folder
  }

  /// The course's exercise, with its manifest's relative path dependencies made absolute, and
  /// the course's package replaced by the harness alone where that serves.
  private func courseFiles() throws(Diagnostic) -> [String: Data] {
    var files = try files(in: exercise.folder)
    if let manifest = files["Package.swift"].map({ String(decoding: $0, as: UTF8.self) }) {
      var redirecting: [String: String] = [:]
      if let harness, HarnessPackage.serves(manifest) {
        redirecting[course.root.standardizedFileURL.path] = harness.root.standardizedFileURL.path
      }
      files["Package.swift"] = Data(
        ScratchPackage.absolutePathDependencies(
          manifest, relativeTo: exercise.folder, redirecting: redirecting
        ).utf8)
    }
    return files
  }

  /// The submission's workspace: the course's exercise; the solution's files where the
  /// student owns nothing (the given scene of an exercise where the student writes tests);
  /// the student's files, which replace the course's under the owned paths when the student
  /// sent a whole exercise, and are laid over them otherwise.
  private func submissionFiles(_ student: SubmissionFolder.StudentFiles, given: CourseParts)
    -> [String: Data]
  {
    var files = given.exercise
    for (path, content) in given.solution where !isOwned(path) {
      files[path] = content
    }
    if student.isWholeExercise {
      files = files.filter { !isOwned($0.key) }
    }
    for (path, url) in student.files {
      guard let content = FileManager.default.contents(atPath: url.path) else { continue }
      files[path] = content
    }
    return files
  }

  private func isOwned(_ path: String) -> Bool {
    manifest.studentFiles.contains { path == $0 || path.hasPrefix($0 + "/") }
  }

  /// Every file under `folder` (none when it does not exist), by relative path.
  private func files(in folder: URL, skipping: Set<String> = []) throws(Diagnostic) -> [String:
    Data]
  {
    var files: [String: Data] = [:]
    for path in FileTree.paths(under: folder, skipping: skipping) {
      guard
        let content = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
      else {
        throw Diagnostic(.error, "could not read \(folder.appendingPathComponent(path).path)")
      }
      files[path] = content
    }
    return files
  }
}
