import Foundation
import Testing
import VIPKitCLI
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitGrading

/// The suites that grade the shared fixture course through the command line. They run one
/// after another: each checks that nothing is left running in the course's workspaces, and a
/// neighbour's build or listing there would be taken for its own leftover.
@Suite("Grading the fixture course", .serialized)
enum SharedCourseSuites {}

extension SharedCourseSuites {
  /// Every scenario in Fixtures/Submissions is graded through the command line against the
  /// one-exercise course in Fixtures/Course, and must give the score and the explanation its
  /// expected.json names, with the grader unharmed: the course as it was, the submission
  /// untouched, the real report in the results file, no process left behind.
  @Suite("Hostile and broken submissions", .serialized, .scenario(.grading))
  struct HostileSubmissionScenarios {
    static let scenarios =
      ((try? FileManager.default.contentsOfDirectory(
        atPath: GradingSandbox.fixtures.appendingPathComponent("Submissions").path)) ?? []).sorted()

    @Test("every scenario of the issue has its fixture")
    func scenariosExist() {
      #expect(
        Set(Self.scenarios).isSuperset(of: [
          "compile-error", "correct", "crash-in-one-test", "escapes-group", "exit-early",
          "fake-output", "infinite-loop", "missing", "odd-files", "output-flood", "writes-outside",
          // Students who fight back: the grader's parent, its group, its memory, the
          // instructor's solutions, the event stream.
          "kills-parent", "kills-group", "memory-hog", "reads-solution", "erases-events",
        ]))
    }

    /// The scenarios whose outcome depends on the sandbox: graded without it too (as on a host
    /// that has none), so the confinement that remains there stays tested.
    static let withoutSandbox = [
      "kills-parent", "kills-group", "escapes-group", "reads-solution", "writes-outside",
    ]

    @Test("the scenario gets its expected grade", arguments: scenarios)
    func scenario(_ name: String) throws {
      try grade(name, sandbox: true)
    }

    @Test(
      "without a sandbox, the scenario gets the grade the remaining confinement gives",
      arguments: withoutSandbox)
    func scenarioWithoutSandbox(_ name: String) throws {
      try grade(name, sandbox: false)
    }

    private func grade(_ name: String, sandbox sandboxed: Bool) throws {
      let sandbox = try GradingSandbox()
      defer { sandbox.remove() }
      let submission = try sandbox.copySubmission(name)
      if name == "odd-files" { try sandbox.addOddFiles(to: submission) }
      let submitted = try GradingSandbox.files(under: submission)
      var expected = try #require(
        try JSONSerialization.jsonObject(
          with: Data(
            contentsOf: GradingSandbox.fixtures.appendingPathComponent(
              "Submissions/\(name)/expected.json"))) as? [String: Any])
      // What student code can reach depends on the sandbox, else on who grades: as root it
      // runs as `nobody`.
      if sandboxed, GradingSandbox.hostHasSandbox,
        let variant = expected["whenSandboxed"] as? [String: Any]
      {
        expected = variant
      } else if let variant = expected[geteuid() == 0 ? "whenRoot" : "whenNotRoot"]
        as? [String: Any]
      {
        expected = variant
      }
      let user = String(cString: getpwuid(geteuid()).pointee.pw_name)
      let extra = (expected["arguments"] as? [String] ?? []).map { $0 == "$USER" ? user : $0 }
      let before = try sandbox.courseFiles()

      let (code, _, errors) = sandbox.vipkit(
        [
          "grade", submission.path, "--course", sandbox.course.path, "--format", "json",
          "--output", sandbox.results.path, "--timeout", "5",
        ] + extra + (sandboxed ? [] : ["--no-sandbox"]))
      #expect(code == .success, "\(errors)")
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.results)) as? [String: Any])
      let exercise = try #require((report["exercises"] as? [[String: Any]])?.first)

      #expect(exercise["score"] as? Double == expected["score"] as? Double, "\(exercise)")
      #expect(exercise["status"] as? String == expected["status"] as? String)
      let checks = (exercise["items"] as? [[String: Any]] ?? []).flatMap {
        $0["checks"] as? [[String: Any]] ?? []
      }
      if exercise["status"] as? String == "graded" {
        let failing = checks.filter { $0["passed"] as? Bool == false }.compactMap {
          $0["name"] as? String
        }
        #expect(Set(failing) == Set(expected["failing"] as? [String] ?? []), "\(checks)")
      }
      let explanations = checks.flatMap { $0["explanation"] as? [String] ?? [] }
      expectContains(explanations, expected["explanationsContain"])
      expectContains(exercise["compilerErrors"], expected["compilerErrorsContain"])
      expectContains(report["notes"], expected["notesContain"])
      expectContains(exercise["notes"], expected["exerciseNotesContain"])
      let reportText = try String(contentsOf: sandbox.results, encoding: .utf8)
      for secret in expected["reportOmits"] as? [String] ?? [] {
        #expect(!reportText.contains(secret), "the report holds “\(secret)”")
      }

      // The grader is unharmed: the course as it was, the submission untouched, nothing running.
      #expect(try sandbox.courseFiles() == before)
      #expect(try GradingSandbox.files(under: submission) == submitted)
      #expect(GradingSandbox.leftovers(of: sandbox).isEmpty)
      if let leftover = expected["noProcessMentions"] as? String {
        #expect(GradingSandbox.processes(mentioning: leftover).isEmpty)
      }
    }

    private func expectContains(
      _ texts: Any?, _ wanted: Any?, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
      let text = (texts as? [String] ?? []).joined(separator: "\n")
      for piece in wanted as? [String] ?? [] {
        #expect(text.contains(piece), "no “\(piece)” in: \(text)", sourceLocation: sourceLocation)
      }
    }
  }

  @Suite("vipkit grade's command line", .serialized)
  struct GradeCommandTests {
    @Test("--fail-under exits 1 under the threshold, 0 at or over it")
    func failUnder() throws {
      let sandbox = try GradingSandbox()
      defer { sandbox.remove() }
      let submission = try sandbox.copySubmission("exit-early")
      let arguments = ["grade", submission.path, "--course", sandbox.course.path, "--timeout", "5"]
      let under = sandbox.vipkit(arguments + ["--fail-under", "80"])
      #expect(under.0 == .checkFailed)
      #expect(under.2.contains("is under --fail-under 80%"))
      #expect(under.1.contains("Total: 62.5 / 100 (62.5%)"))
      #expect(sandbox.vipkit(arguments + ["--fail-under", "62.5"]).0 == .success)
    }

    @Test(
      "bad input is refused with a clear message",
      arguments: [
        (["grade"], ExitCode.usage, "Give the submission to grade"),
        (
          ["grade", "/nonexistent/submission"], .badInput,
          "no submission at /nonexistent/submission"
        ),
        (["grade", ".", "--exercise", "7"], .badInput, "the course has no exercise 07"),
        (["grade", ".", "--exercise", "one"], .usage, "invalid for '--exercise <nn>'"),
        (["grade", ".", "--timeout", "0"], .usage, "invalid for '--timeout <seconds>'"),
        (["grade", ".", "--run-as", "no-such-user"], .usage, "there is no such user"),
        (["grade", ".", "--memory", "1"], .usage, "invalid for '--memory <megabytes>'"),
      ])
    func badInput(arguments: [String], code: ExitCode, message: String) throws {
      let sandbox = try GradingSandbox()
      defer { sandbox.remove() }
      let result = sandbox.vipkit(arguments + ["--course", sandbox.course.path])
      #expect(result.0 == code)
      #expect(result.2.contains(message), "\(result.2)")
    }
  }

  @Suite("vipkit verify", .serialized)
  struct VerifyCommandTests {
    @Test("a sound course passes; a solution short of full marks is a problem, and exit 1")
    func verify() throws {
      let sandbox = try GradingSandbox()
      defer { sandbox.remove() }
      let sound = sandbox.vipkit(["verify", "--course", sandbox.course.path])
      #expect(sound.0 == .success, "\(sound.1)\(sound.2)")
      #expect(sound.1.contains("the official tests kill all"))
      #expect(sound.1.contains("The course is sound: 1 of 1 exercises verified."))
      // The solution was mutated in the grader's own workspace, where its harness was built:
      // every file the schema rewrote is put back, and nothing of the run is left.
      let workspace = sandbox.course.appendingPathComponent(
        ".build/vipkit-grade/01-counter/submission")
      let counter = "Sources/Counter/Counter.swift"
      #expect(
        try Data(contentsOf: workspace.appendingPathComponent(counter))
          == Data(
            contentsOf: sandbox.course.appendingPathComponent("Solutions/01-counter/" + counter)))
      #expect(
        !FileManager.default.fileExists(atPath: workspace.appendingPathComponent(".reached").path))

      // A broken copy: the solution is the starter, and the rubric names a suite that is gone.
      // (Its files only: other suites are building in the course's .build meanwhile.)
      let broken = sandbox.root.appendingPathComponent("broken")
      for (path, content) in try sandbox.courseFiles() {
        let target = broken.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try content.write(to: target)
      }
      let exercise = broken.appendingPathComponent("Exercises/01-counter")
      try FileManager.default.removeItem(
        at: broken.appendingPathComponent("Solutions/01-counter/Sources/Counter/Counter.swift"))
      try FileManager.default.copyItem(
        at: exercise.appendingPathComponent("Sources/Counter/Counter.swift"),
        to: broken.appendingPathComponent("Solutions/01-counter/Sources/Counter/Counter.swift"))
      let manifest = try String(
        contentsOf: exercise.appendingPathComponent("grading.json"), encoding: .utf8)
      try manifest.replacingOccurrences(of: "ViewTests", with: "GoneTests")
        .write(
          to: exercise.appendingPathComponent("grading.json"), atomically: true, encoding: .utf8)
      let result = sandbox.vipkit([
        "verify", "--course", broken.path, "--cache", sandbox.course.path + "/.build/vipkit-grade",
      ])
      #expect(result.0 == .checkFailed)
      #expect(result.1.contains("problem: the solution gets 0 of 100"), "\(result.1)")
      #expect(result.1.contains("'GoneTests' matches no test"))
      #expect(result.1.contains("counts for no rubric item"))
      #expect(result.1.contains("1 of 1 exercises have problems."))
    }
  }

  @Suite(
    "Student code as another user", .serialized, .enabled(if: geteuid() == 0),
    .scenario(.grading))
  struct RunAsScenarios {
    @Test("as root, student code runs as nobody: it cannot even signal its supervisor")
    func cannotSignal() throws {
      let sandbox = try GradingSandbox()
      defer { sandbox.remove() }
      let submission = try sandbox.copySubmission("kills-parent")
      let (code, output, errors) = sandbox.vipkit([
        "grade", submission.path, "--course", sandbox.course.path, "--timeout", "5",
      ])
      #expect(code == .success, "\(errors)")
      #expect(output.contains("Total: 100 / 100 (100%)"), "\(output)")
      #expect(GradingSandbox.leftovers(of: sandbox).isEmpty)
    }

    @Test("a course nobody can read gets no note about its solutions")
    func unreadableCourse() throws {
      let sandbox = try GradingSandbox()
      defer { sandbox.remove() }
      let submission = try sandbox.copySubmission("correct")
      let output = sandbox.vipkit(["grade", submission.path, "--course", sandbox.course.path]).1
      #expect(output.contains("Total: 100 / 100 (100%)"), "\(output)")
      #expect(!output.contains("Note: Student code ran as"), "\(output)")
    }
  }
}

/// What `nobody` can read, as the grader asks it of a file before it notes that student code
/// could read the course's solutions.
@Suite("Student reach", .enabled(if: geteuid() == 0))
struct StudentReachTests {
  @Test("what nobody can read: the file's mode and every folder's on the way")
  func reach() throws {
    let nobody = try #require(Confinement.User.named("nobody"))
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-reach-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Solutions/Answer.swift")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "let answer = 42".write(to: file, atomically: true, encoding: .utf8)
    chmod(folder.path, 0o755)
    chmod(file.deletingLastPathComponent().path, 0o755)
    chmod(file.path, 0o644)
    #expect(StudentReach.canRead(file.path, as: nobody))
    chmod(file.path, 0o600)
    #expect(!StudentReach.canRead(file.path, as: nobody))
    chmod(file.path, 0o644)
    chmod(folder.path, 0o700)
    #expect(!StudentReach.canRead(file.path, as: nobody))
  }
}
