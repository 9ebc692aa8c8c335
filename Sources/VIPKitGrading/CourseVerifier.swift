import Foundation
import VIPKitCore
import VIPKitCourse
import VIPKitMutation
import VIPKitSpies

/// `vipkit verify`: the course's integrity. For every exercise: its README and manifest are
/// valid; the starter compiles without warnings and does not get full marks; the solution
/// gets full marks, without warnings; the rubric counts every official test; and the
/// official tests kill every mutant of the solution's presenter and interactor.
package struct CourseVerifier: Sendable {
  /// One exercise's verdict.
  package struct Entry: Sendable, Encodable {
    package var name: String
    /// What is wrong; empty when the exercise is sound.
    package var problems: [String]
    /// What was proven, for the report.
    package var proven: [String]
    /// What a course may go without, said but not failed (`--strict` fails on it): a hint
    /// ladder. An instructor's own course is a course before it has every aid ours has.
    package var lacks: [String] = []
  }

  package let course: Course
  package let options: Grader.Options
  let progress: @Sendable (String) -> Void

  package init(
    course: Course, options: Grader.Options, progress: @escaping @Sendable (String) -> Void
  ) {
    self.course = course
    var options = options
    // Verify asks whether each misconception loses points, never for its smallest scenario.
    options.scenarioShrinking = false
    self.options = options
    self.progress = progress
  }

  package func verify() -> [Entry] {
    let selected = course.exercises.filter {
      options.exercises.isEmpty || options.exercises.contains($0.number)
    }
    var entries = verify(selected)
    // Generated spies must be what `vipkit spies` writes now, whatever else is wrong.
    for (index, exercise) in selected.enumerated() {
      entries[index].problems += SpyFreshness.staleExerciseSpies(in: exercise.folder)
    }
    return entries
  }

  /// The files, the grades of the solutions and starters, and the mutants of each solution.
  private func verify(_ selected: [Course.Exercise]) -> [Entry] {
    var entries = selected.map {
      Entry(name: $0.folder.lastPathComponent, problems: [], proven: [])
    }
    let grader = Grader(course: course, options: options, progress: progress)
    for (index, exercise) in selected.enumerated() {
      if !FileManager.default.fileExists(
        atPath: exercise.folder.appendingPathComponent("README.md").path)
      {
        entries[index].problems.append("it has no README.md")
      }
      do {
        _ = try GradingManifest.load(from: exercise.folder)
      } catch {
        entries[index].problems.append(error.explained)
      }
      if !FileManager.default.fileExists(
        atPath: course.root.appendingPathComponent("Solutions/\(entries[index].name)").path)
      {
        entries[index].problems.append("it has no Solutions/\(entries[index].name)")
      }
      let readings = MachineReadings.find(inTestsOf: exercise.folder)
      if readings.isEmpty {
        entries[index].proven.append(
          "its tests read neither the machine's clock nor its time zone or locale")
      } else {
        entries[index].problems.append(
          "its tests read the grading machine's clock, time zone or locale, so a grade could "
            + "change with the day or the machine (give the scene a fixed clock instead):")
        entries[index].problems += readings.map { "  " + $0 }
      }
      let hints = exercise.hintProblems()
      if !FileManager.default.fileExists(atPath: exercise.ladderFile.path) {
        entries[index].lacks += hints
        continue
      }
      if hints.isEmpty {
        let ladders = exercise.ladders()
        entries[index].proven.append(
          "its hints are \(ladders.count) ladder\(ladders.count == 1 ? "" : "s") of "
            + "\(HintLadder.rungNames.count) rungs, the code last")
      }
      entries[index].problems += hints
    }
    guard entries.allSatisfy(\.problems.isEmpty) else { return entries }

    progress("Grading the solutions…")
    let solutions: GradeReport
    let starters: GradeReport
    /// Per exercise, what is wrong with its README's scene picture and its recorded
    /// scenarios.
    var pictures: [[String]] = []
    /// Per exercise, how many recordings its solution's tests made.
    var recorded: [Int] = []
    do {
      solutions = try grader.grade(course.root.appendingPathComponent("Solutions"))
      // Each solution was just built in its workspace: drawing its scene and recording its
      // scenarios cost a test run, as many at once as there are jobs (each exercise has
      // workspaces of its own); a second run proves the recordings deterministic.
      let scenes = SolutionScenes(course: course, options: options, progress: progress)
      let ran = selected.concurrentMap(jobs: options.jobs) { exercise in
        Result { () throws(Diagnostic) in
          let first = try scenes.run(exercise)
          // The second run only where there is something to compare: most exercises record
          // no scenarios, and their whole suite would run again for nothing.
          let again = first.recordings.isEmpty ? [:] : try scenes.run(exercise, run: 1).recordings
          return (first, again)
        }
      }
      pictures = try zip(selected, ran).map { exercise, result throws(Diagnostic) in
        let (first, again) = try result.get()
        return ScenePicture.problems(in: exercise.folder, drawn: first.picture)
          + ScenarioRecordings.problems(
            in: exercise.folder, recorded: first.recordings, again: again)
      }
      recorded = try ran.map { result throws(Diagnostic) in try result.get().0.recordings.count }
      progress("Grading the starters…")
      starters = try grader.grade(course.root.appendingPathComponent("Exercises"))
    } catch {
      for index in entries.indices { entries[index].problems.append(error.explained) }
      return entries
    }
    var toMutate: [(index: Int, manifest: GradingManifest)] = []
    for (index, exercise) in selected.enumerated() {
      let solution = solutions.exercises[index]
      let starter = starters.exercises[index]
      var entry = entries[index]
      entry.problems += solution.rubricProblems
      if solution.score < solution.maximum {
        entry.problems.append(
          "the solution gets \(Points.text(solution.score)) of \(Points.text(solution.maximum)):")
        entry.problems += solution.compilerErrors.map { "  " + $0 }
        for check in solution.items.flatMap(\.checks) where !check.passed {
          entry.problems.append("  \(check.name): " + check.explanation.joined(separator: " "))
        }
      } else {
        entry.proven.append("the solution gets full marks (\(Points.text(solution.maximum)))")
      }
      entry.problems += solution.warnings.map { "the solution compiles with a warning: \($0)" }
      let findings = VIPRuleGrade.findings(
        exercise: exercise.folder, solution: solutionFolder(of: exercise))
      if findings.isEmpty {
        entry.proven.append("the solution keeps every VIP rule (vipkit check)")
      } else {
        entry.problems.append("the solution breaks VIP rules (vipkit check):")
        entry.problems += findings.map {
          "  \(entry.name)/\($0.file):\($0.line):\($0.column): [\($0.rule)] \($0.message)"
        }
      }
      switch starter.status {
      case .graded where starter.score >= starter.maximum:
        entry.problems.append("the starter gets full marks: the student has nothing to do")
      case .graded:
        entry.proven.append(
          "the starter compiles and gets \(Points.text(starter.score)) of "
            + Points.text(starter.maximum))
      default:
        entry.problems.append("the starter does not compile:")
        entry.problems += starter.compilerErrors.map { "  " + $0 }
      }
      entry.problems += starter.warnings.map { "the starter compiles with a warning: \($0)" }
      let dictated = Self.dictatedLines(in: starter)
      if dictated.isEmpty {
        entry.proven.append("the starter's feedback gives no line to type")
      } else {
        entry.problems.append("the starter's feedback dictates the fix (a hint's last rung):")
        entry.problems += dictated.map { "  " + $0 }
      }

      entry.problems += pictures[index]
      if pictures[index].isEmpty,
        FileManager.default.fileExists(
          atPath: exercise.folder.appendingPathComponent(ScenePicture.fileName).path)
      {
        entry.proven.append("its README shows the solution's scene as it is now")
      }
      if pictures[index].isEmpty, recorded[index] > 0 {
        entry.proven.append(
          "its \(recorded[index]) recording\(recorded[index] == 1 ? "" : "s") of scenarios "
            + "(\(ScenarioRecordings.folderName)/) are what the solution does now, on two runs alike"
        )
      }
      let manifest = (try? GradingManifest.load(from: exercise.folder)) ?? .defaults
      if entry.problems.isEmpty, !manifest.gradesStudentTests {
        toMutate.append((index, manifest))
      }
      entries[index] = entry
    }
    let misconceptions = self.misconceptions(of: selected)
    let designs = self.designs(of: selected)
    for (index, exercise) in selected.enumerated() {
      entries[index].problems += designs[index].problems + misconceptions[index].problems
      entries[index].proven += designs[index].proven + misconceptions[index].proven
      let claims = Self.claims(
        of: exercise, solution: solutions.exercises[index],
        misconceptions: misconceptions[index].grades)
      entries[index].problems += claims.problems
      entries[index].proven += claims.proven
      let scenes = Self.scenes(
        of: exercise, solution: solutionFolder(of: exercise),
        starter: starters.exercises[index], misconceptions: misconceptions[index].grades)
      entries[index].problems += scenes.problems
      entries[index].proven += scenes.proven
    }
    // Two exercises at once on two cores, each running its mutants on one: a mutation run is
    // mostly its build, which keeps one core busy, and each exercise has its own workspace.
    let concurrent = max(1, min(options.jobs, toMutate.count))
    let verified = entries
    let mutated = toMutate.concurrentMap(jobs: concurrent) { index, manifest in
      progress("\(verified[index].name): mutation testing the solution")
      return mutate(
        selected[index], verified[index], manifest: manifest,
        jobs: max(1, options.jobs / concurrent))
    }
    for ((index, _), entry) in zip(toMutate, mutated) { entries[index] = entry }
    return entries
  }

  /// What a student must never read in feedback on an exercise: the fix as a line to type
  /// (the harness's team voice, `Fix: … add: x.y = z`, `weak var`, a capture list). The
  /// course voice says what, why and where; the line is the hint ladder's last rung.
  static let dictation = ["Fix:", "weak var ", "[weak self]", "unowned(unsafe)"]

  /// The lines of `grade`'s feedback that dictate a fix: the harness's team voice, or a
  /// test's message that says what to type (`dictatesCode`).
  static func dictatedLines(in grade: ExerciseGrade) -> [String] {
    grade.items.flatMap(\.checks).flatMap(\.explanation)
      .flatMap { $0.split(separator: "\n").map(String.init) }
      // A survivor's diff (`before  →  after`) shows the reference mutated, not advice.
      .filter { line in
        !line.contains("  →  ") && (dictation.contains { line.contains($0) } || dictatesCode(line))
      }
  }

  /// Whether a line tells the student what to type: a clause that opens with a verb of
  /// writing code ("call", "use", "create", "pass", "keep", "remove"…) and holds code (an
  /// optional call `worker?.save(`, `self.account`, a signature `refresh(request:)`, a type's
  /// name, a quoted format). "A request that breaks no rule must reach the worker" says what
  /// must happen and why; "call worker?.createAccount(email:password:)" is the line itself.
  static func dictatesCode(_ line: String) -> Bool {
    // Clauses end at punctuation followed by a space: `worker?.save(x:)` stays whole.
    let marked = line.replacingOccurrences(
      of: #"[.;:!?,](\s+|$)"#, with: "\u{1F}", options: .regularExpression)
    let clauses = marked.split(separator: "\u{1F}").flatMap { $0.components(separatedBy: " and ") }
    return clauses.contains { clause in
      var words = clause.split(separator: " ").map(String.init)
      // "On .getStarted, create …", "then call …": what leads up to the verb.
      while let first = words.first?.lowercased(),
        ["then", "instead", "so", "first", "just"].contains(first)
      {
        words.removeFirst()
      }
      guard let verb = words.first?.lowercased(), Self.writingVerbs.contains(verb) else {
        return false
      }
      let rest = words.dropFirst().joined(separator: " ")
      return rest.range(of: Self.codePattern, options: .regularExpression) != nil
    }
  }

  /// The verbs a line to type opens with.
  static let writingVerbs: Set<String> = [
    "call", "use", "create", "add", "remove", "set", "keep", "push", "store", "assign",
    "declare", "make", "write", "return", "pass", "move", "put", "replace", "hand", "format",
    "mark", "capture", "wire", "give", "hold", "listen",
  ]

  /// Code in a clause: `x?.y`, `self.x`, `x(y:)` or `x()`, a type's name (`DateFormatter`), a
  /// quoted literal, `.case`.
  static let codePattern =
    #"([A-Za-z_][A-Za-z0-9_]*\?\.[A-Za-z_]|\bself\.[A-Za-z_]|[A-Za-z_]\([A-Za-z_:]*\)|\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|"[^"]+"|(^|\s)\.[a-z][A-Za-z]*)"#

  /// Grades every misconception kept beside the solutions: each must lose points, and the
  /// feedback on what it lost must name its idea.
  private func misconceptions(of selected: [Course.Exercise]) -> [(
    problems: [String], proven: [String], grades: [String: ExerciseGrade]
  )] {
    var results = selected.map { _ in
      (problems: [String](), proven: [String](), grades: [String: ExerciseGrade]())
    }
    let kept = selected.map { Misconception.all(in: solutionFolder(of: $0)) }
    for (index, found) in kept.enumerated() { results[index].problems += found.problems }
    let graded = gradeInRounds(
      selected,
      kept.map { found in
        found.found.map { misconception in
          Submission(name: misconception.name) { folder throws(Diagnostic) in
            try misconception.copyFiles(to: folder)
          }
        }
      }, what: "misconceptions")
    for (index, grades) in graded.enumerated() {
      for (misconception, grade) in zip(kept[index].found, grades) {
        switch grade {
        case .success(let grade):
          results[index].problems += Self.problems(of: misconception, grade: grade)
          results[index].grades[misconception.name] = grade
        case .failure(let error): results[index].problems.append(error.explained)
        case nil: break
        }
      }
    }
    for (index, found) in kept.enumerated() where !found.found.isEmpty {
      let names = found.found.map(\.name)
      let failed = results[index].problems.contains { $0.hasPrefix("misconception ") }
      if !failed {
        results[index].proven.append(
          "each of its \(names.count) misconceptions loses points, and its feedback names the "
            + "idea: " + names.joined(separator: ", "))
      }
      let manifest = (try? GradingManifest.load(from: selected[index].folder)) ?? .defaults
      if let layers = MisconceptionLayers.said(
        names.compactMap { name in results[index].grades[name].map { (name, $0) } },
        rubric: manifest.rubric)
      {
        results[index].proven.append(layers)
      }
    }
    return results
  }

  /// The exercise's claims (grading.json) against its README's list, its official tests and
  /// its misconceptions' grades; an exercise with neither says so, and passes.
  static func claims(
    of exercise: Course.Exercise, solution: ExerciseGrade,
    misconceptions: [String: ExerciseGrade]
  ) -> (problems: [String], proven: [String]) {
    let readme =
      (try? String(
        contentsOf: exercise.folder.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    let manifest = (try? GradingManifest.load(from: exercise.folder)) ?? .defaults
    let claims = manifest.claims ?? []
    if claims.isEmpty, (Claim.listed(in: readme) ?? []).isEmpty {
      return ([], [])
    }
    return Claim.verify(
      claims, readme: readme, solution: solution, misconceptions: misconceptions,
      rubric: manifest.rubric)
  }

  /// The correct and wrong scenes kept beside a test-writing exercise's solution
  /// (`KeptScene`): each kind the rubric grades is kept, and each kept kind is graded; the
  /// solution's tests judged them all rightly (its full marks say so; here it is named); the
  /// starter's tests reject at most half the wrong ones; and the wrong ones in order of how
  /// hard they are to catch, by how many of the misconceptions' suites reject each.
  static func scenes(
    of exercise: Course.Exercise, solution: URL, starter: ExerciseGrade,
    misconceptions: [String: ExerciseGrade]
  ) -> (problems: [String], proven: [String]) {
    let manifest = (try? GradingManifest.load(from: exercise.folder)) ?? .defaults
    let (kept, problems) = KeptScene.all(in: solution)
    var result = (problems: problems, proven: [String]())
    for kind in [KeptScene.Kind.correct, .wrong] {
      let check: RubricItem.Check = kind == .correct ? .correctScenes : .wrongScenes
      let graded = manifest.rubric.contains { $0.check == check }
      let count = kept.filter { $0.kind == kind }.count
      if graded, count == 0 {
        result.problems.append(
          "the rubric grades \(check.rawValue), but no \(kind.rawValue) scene is kept "
            + "(Solutions/\(exercise.folder.lastPathComponent)/\(kind.folderName))")
      } else if !graded, count > 0 {
        result.problems.append(
          "\(count) \(kind.rawValue) scenes are kept, but no rubric item grades them "
            + "(a \"check\": \"\(check.rawValue)\" item)")
      }
    }
    let correct = kept.filter { $0.kind == .correct }
    let wrong = kept.filter { $0.kind == .wrong }
    guard !kept.isEmpty, result.problems.isEmpty else { return result }
    result.proven.append(
      "the reference tests pass its \(correct.count) correct scenes (\(correct.map(\.name).joined(separator: ", "))) "
        + "and reject its \(wrong.count) wrong ones")
    func rejected(_ grade: ExerciseGrade) -> Set<Int>? {
      guard
        let item = grade.items.first(where: { item in
          manifest.rubric.contains { $0.title == item.title && $0.check == .wrongScenes }
        }), item.checks.count == wrong.count
      else { return nil }
      return Set(item.checks.indices.filter { item.checks[$0].passed })
    }
    if let caught = rejected(starter) {
      if caught.count * 2 > wrong.count {
        result.problems.append(
          "the starter's tests already reject \(caught.count) of \(wrong.count) wrong scenes: "
            + "the student has little to find")
      } else {
        result.proven.append(
          "the starter's tests reject \(caught.count) of its \(wrong.count) wrong scenes")
      }
    } else {
      result.proven.append("the starter's tests reject none of its wrong scenes")
    }
    let suites = misconceptions.values.compactMap(rejected)
    if !suites.isEmpty, !wrong.isEmpty {
      let order = wrong.indices.map { index in
        (name: wrong[index].name, caught: suites.filter { $0.contains(index) }.count)
      }.sorted { ($0.caught, $0.name) < ($1.caught, $1.name) }
      result.proven.append(
        "its wrong scenes, hardest to catch first (rejected by how many of its "
          + "\(suites.count) wrong suites): "
          + order.map { "\($0.name) (\($0.caught))" }.joined(separator: ", "))
    }
    return result
  }

  /// Grades every second design kept beside the solutions: each must get full marks without
  /// a warning, as the solution does, or the tests judge one design, not the behaviour.
  private func designs(of selected: [Course.Exercise]) -> [(
    problems: [String], proven: [String]
  )] {
    var results = selected.map { _ in (problems: [String](), proven: [String]()) }
    let kept = selected.map { SecondDesign.all(in: solutionFolder(of: $0)) }
    for (index, found) in kept.enumerated() { results[index].problems += found.problems }
    let graded = gradeInRounds(
      selected,
      kept.map { found in
        found.found.map { design in
          Submission(name: design.name) { folder throws(Diagnostic) in
            try design.copyFiles(to: folder)
          }
        }
      }, what: "second designs")
    for (index, grades) in graded.enumerated() {
      for (design, grade) in zip(kept[index].found, grades) {
        let label = "design \(design.name) (\(design.choices))"
        switch grade {
        case .success(let grade) where grade.status != .graded:
          results[index].problems.append("\(label) does not compile:")
          results[index].problems += grade.compilerErrors.prefix(5).map { "  " + $0 }
        case .success(let grade) where grade.score < grade.maximum:
          results[index].problems.append(
            "\(label) gets \(Points.text(grade.score)) of \(Points.text(grade.maximum)): the "
              + "tests judge a choice the task left open:")
          for check in grade.items.flatMap(\.checks) where !check.passed {
            results[index].problems.append(
              "  \(check.name): " + check.explanation.joined(separator: " "))
          }
        case .success(let grade):
          results[index].problems += grade.warnings.map {
            "\(label) compiles with a warning: \($0)"
          }
          if grade.warnings.isEmpty {
            results[index].proven.append(
              "a second design gets full marks too: \(design.name)")
          }
        case .failure(let error): results[index].problems.append(error.explained)
        case nil: break
        }
      }
    }
    return results
  }

  /// `Solutions/NN-slug`: the solution of `exercise`, and what is kept beside it.
  private func solutionFolder(of exercise: Course.Exercise) -> URL {
    course.root.appendingPathComponent("Solutions")
      .appendingPathComponent(exercise.folder.lastPathComponent)
  }

  /// A submission graded by `gradeInRounds`: its name and how to write its files.
  private struct Submission {
    var name: String
    var write: (URL) throws(Diagnostic) -> Void
  }

  /// Grades each exercise's submissions in rounds, one of each exercise in each round, as one
  /// submission, so the exercises of a round build side by side in the workspaces the
  /// solutions and starters just used. Per exercise, per submission: its grade, or why it
  /// could not be graded.
  private func gradeInRounds(
    _ selected: [Course.Exercise], _ kept: [[Submission]], what: String
  ) -> [[Result<ExerciseGrade, Diagnostic>?]] {
    var results = kept.map { submissions in
      submissions.map { _ in Result<ExerciseGrade, Diagnostic>?.none }
    }
    let rounds = kept.map(\.count).max() ?? 0
    guard rounds > 0 else { return results }
    let scratch = options.cache.appendingPathComponent(
      what.replacingOccurrences(of: " ", with: "-"))
    defer { try? FileManager.default.removeItem(at: scratch) }
    for round in 0..<rounds {
      let members = selected.indices.filter { kept[$0].count > round }
      progress(
        "Grading \(what), round \(round + 1) of \(rounds): "
          + members.map { kept[$0][round].name }.joined(separator: ", "))
      let submission = scratch.appendingPathComponent("round-\(round + 1)")
      try? FileManager.default.removeItem(at: submission)
      var roundOptions = options
      roundOptions.exercises = Set(members.map { selected[$0].number })
      do {
        for index in members {
          try kept[index][round].write(
            submission.appendingPathComponent(selected[index].folder.lastPathComponent))
        }
        let report = try Grader(course: course, options: roundOptions, progress: progress).grade(
          submission)
        for index in members {
          results[index][round] = report.exercises.first { $0.number == selected[index].number }
            .map { .success($0) }
        }
      } catch {
        for index in members { results[index][round] = .failure(error) }
      }
    }
    return results
  }

  /// What is wrong with how the course grades a misconception: full marks, a build that
  /// fails (a misconception must be a plausible solution), feedback that misses the idea.
  static func problems(of misconception: Misconception, grade: ExerciseGrade) -> [String] {
    let label = "misconception \(misconception.name) (“\(misconception.statement)”)"
    switch grade.status {
    case .graded: break
    case .missing: return ["\(label) was not graded: its folder holds no file"]
    case .doesNotCompile:
      return ["\(label) does not compile, so it teaches nothing:"]
        + grade.compilerErrors.prefix(5).map { "  " + $0 }
    }
    if grade.score >= grade.maximum {
      return [
        "\(label) gets full marks (\(Points.text(grade.maximum))): no test catches it; "
          + "strengthen the tests until one does"
      ]
    }
    let dictated = dictatedLines(in: grade)
    if !dictated.isEmpty {
      return ["\(label) is told the line to type, not the idea:"] + dictated.map { "  " + $0 }
    }
    let lost = grade.items.flatMap(\.checks).filter { !$0.passed }
    let feedback = lost.map { ([$0.name] + $0.explanation).joined(separator: "\n") }
      .joined(separator: "\n")
    let unnamed = misconception.unnamed(in: feedback)
    guard !unnamed.isEmpty else { return [] }
    let first = lost.first.map { check in
      (check.explanation.first ?? check.name).split(separator: "\n").first.map(String.init)
        ?? check.name
    }
    return [
      "\(label) loses \(Points.text(grade.maximum - grade.score)) points, but what the student "
        + "reads never names the idea (\(unnamed.map { "“\($0)”" }.joined(separator: ", ")))"
        + (first.map { "; it says: \($0)" } ?? "")
    ]
  }

  /// The official tests must kill every mutant of the solution: the reference (the exercise
  /// with its solution and private tests) is mutated in the grader's own workspace, where the
  /// solution and the starter were just built, so the schema's build compiles the exercise
  /// and its tests again, not the harness (10 s less an exercise on two cores).
  private func mutate(
    _ exercise: Course.Exercise, _ entry: Entry, manifest: GradingManifest, jobs: Int
  ) -> Entry {
    var entry = entry
    let workspace: GradingWorkspace
    let grader: ExerciseGrader
    do {
      grader = ExerciseGrader(
        course: course, exercise: exercise, manifest: manifest,
        harness: try HarnessPackage.prepare(for: course, in: options.cache), options: options,
        progress: progress)
      // Locked while it is mutated: another grade of the course may want it.
      workspace = try grader.referenceWorkspace()
    } catch {
      entry.problems.append(error.explained)
      return entry
    }
    defer { withExtendedLifetime(workspace) {} }
    var mutation = MutationRunner.Options(package: workspace.root)
    mutation.inPlace = true
    mutation.jobs = jobs
    mutation.buildArguments = grader.moduleCache.buildArguments
    do {
      let result = try MutationRunner(options: mutation) { _ in }.run()
      let survivors = result.mutants.filter { $0.status == .survived }
      let ran = result.mutants.filter { $0.status != .unviable }.count
      if survivors.isEmpty {
        entry.proven.append("the official tests kill all \(ran) mutants of the solution")
      } else {
        entry.problems.append(
          "the official tests let \(survivors.count) of \(ran) mutants of the solution survive "
            + "(mark an equivalent one with // vipkit:disable-next-line):")
        entry.problems += survivors.map {
          "  \($0.location.rendered) \($0.operatorName): \($0.diff)"
        }
      }
    } catch {
      entry.problems.append(MutationFeedback.problem(error))
    }
    return entry
  }
}
