import Foundation
import Testing
import VIPKitCLI
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitGrading

/// The suites that grade a class of the fixture course. They run one after another, each
/// checking that nothing is left running in its course's workspaces; their copy of the course
/// is their own, so they run beside `SharedCourseSuites` instead of after them. (One chain
/// for both saves a build of the course, about 10 s of CPU, but made CI's scenarios the
/// longest step: 465 s against 451 s, measured on 2026-11-27.)
@Suite("Grading classes of the fixture course", .serialized, .scenario(.grading))
enum ClassCourseScenarios {
  /// The folder of their copy of the course.
  static let courseFolder = "class-course"
}

extension ClassCourseScenarios {
  /// `vipkit grade --class`: a folder of clones named as `gh classroom clone` names them, a
  /// roster, reports per student, a gradebook and a summary; then resumed.
  @Suite("Grading a class", .serialized)
  struct ClassGradingTests {
    /// Roster user → the fixture submission their clone holds (`nil`: an empty clone).
    static let clones: [(user: String, fixture: String?)] = [
      ("ada", "correct"), ("bob", "compile-error"), ("cyd", "crash-in-one-test"), ("dee", nil),
    ]

    @Test("a class graded into reports, a Canvas gradebook and a summary; resumed, only changes")
    func wholeClass() throws {
      let sandbox = try GradingSandbox(in: ClassCourseScenarios.courseFolder)
      defer { sandbox.remove() }
      let (classFolder, roster) = try Self.makeClass(in: sandbox)
      let out = sandbox.root.appendingPathComponent("grades")
      let arguments =
        [
          "grade", "--class", classFolder.path, "--roster", roster.path, "--out", out.path,
          "--course", sandbox.course.path, "--gradebook", "canvas", "--timeout", "5", "--jobs", "2",
        ] + GradingSandbox.classArguments
      let (code, output, errors) = sandbox.vipkit(arguments)
      #expect(code == .success, "\(errors)")
      #expect(output.contains("Graded 5 of 5 students"), "\(output)")
      #expect(errors.contains("[5/5]"), "progress shows done/total: \(errors)")

      for key in ["S1", "S2", "S3"] {
        for file in ["report.txt", "results.json", "report.json", "entry.json"] {
          #expect(
            FileManager.default.fileExists(
              atPath: out.appendingPathComponent("\(key)/\(file)").path), "\(key)/\(file)")
        }
      }
      let gradebook = try String(
        contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
      let rows = CSV.rows(gradebook)
      #expect(rows.first?.prefix(5) == ["Student", "ID", "SIS User ID", "SIS Login ID", "Section"])
      #expect(rows.dropFirst().first?.first == "Points Possible")
      let ada = try #require(rows.first { $0.first == "Lovelace, Ada" })
      #expect(ada[2] == "S1" && ada[3] == "ada@example.com")
      #expect(ada.last == ada[5], "the total is the one exercise's score")
      let full = try #require(rows.dropFirst().first?.last)
      #expect(ada.last == full, "the correct submission gets every point: \(ada)")
      #expect(rows.count == 7, "a header, the points possible, five students")

      let summary = try String(
        contentsOf: out.appendingPathComponent("summary.md"), encoding: .utf8)
      #expect(summary.contains("5 students, 1 exercises."))
      #expect(summary.contains("S2 (Bob Bell): does not compile"), "\(summary)")
      #expect(
        summary.contains("S3 (Cyd Charisse): 2 test(s) ended abnormally, first: the test crashed"),
        "\(summary)")
      #expect(summary.contains("S4 (Dee Dee): the submission holds no exercise"), "\(summary)")
      #expect(
        summary.contains("S5 (Zed Zero): no folder in the class folder matches"), "\(summary)")
      #expect(!summary.contains("S1 (Lovelace"), "the correct submission needs no look")
      #expect(summary.contains("## Points most often lost"))
      let page = try String(
        contentsOf: out.appendingPathComponent("summary.html"), encoding: .utf8)
      #expect(page.contains("<a href=\"S2/report.txt\">Bob Bell (S2)</a>: does not compile"))
      #expect(page.components(separatedBy: "<svg class=\"histogram\"").count == 3)
      #expect(!page.contains("<script") && !page.contains("http"))

      // The same class in three shards, as three machines would grade it, then merged: the
      // gradebook and the summary of the one run above, byte for byte.
      var shards: [URL] = []
      var graded: [String] = []
      for index in 1...3 {
        let shard = sandbox.root.appendingPathComponent("shard \(index)")
        let (shardCode, _, shardErrors) = sandbox.vipkit(
          arguments.map { $0 == out.path ? shard.path : $0 } + ["--shard", "\(index)/3"])
        #expect(shardCode == .success, "\(shardErrors)")
        shards.append(shard)
        graded += try FileManager.default.contentsOfDirectory(atPath: shard.path).filter {
          $0.hasPrefix("S")
        }
      }
      #expect(graded.sorted() == ["S1", "S2", "S3", "S4", "S5"], "each student in one shard")
      let merged = sandbox.root.appendingPathComponent("merged")
      let (mergeCode, mergeOutput, mergeErrors) = sandbox.vipkit(
        [
          "grade", "merge", "--out", merged.path, "--course", sandbox.course.path, "--gradebook",
          "canvas", "--class", classFolder.path, "--roster", roster.path,
        ] + shards.map(\.path))
      #expect(mergeCode == .success, "\(mergeErrors)")
      #expect(mergeOutput.contains("Merged 3 shards, 5 students"), "\(mergeOutput)")
      #expect(
        !FileManager.default.fileExists(
          atPath: shards[0].appendingPathComponent(ClassSimilarityOutput.jsonName).path),
        "a shard has only part of the class: no similarity report")
      #expect(
        try String(contentsOf: out.appendingPathComponent("summary.html"), encoding: .utf8)
          .contains("<h2 id=\"similarity\">"))
      for file in ["gradebook.csv", "summary.md", "summary.html", "similarity.csv"] {
        #expect(
          try Data(contentsOf: merged.appendingPathComponent(file))
            == Data(contentsOf: out.appendingPathComponent(file)), "\(file) differs")
      }
      let (missingCode, _, missing) = sandbox.vipkit(
        ["grade", "merge", "--out", merged.path, "--course", sandbox.course.path]
          + shards.dropLast().map(\.path))
      #expect(missingCode == .badInput)
      #expect(missing.contains("merge every shard of one split, each once"), "\(missing)")

      // Resumed: nothing changed, nothing graded again.
      let (_, again, _) = sandbox.vipkit(arguments + ["--resume"])
      #expect(again.contains("Graded 1 of 5 students (4 kept from the last run)"), "\(again)")
      // One student's code changed: only that one is graded again.
      let source = classFolder.appendingPathComponent(
        "counter-ada/01-counter/Sources/Counter/Counter.swift")
      let text = try String(contentsOf: source, encoding: .utf8)
      try (text + "\n// a later commit\n").write(to: source, atomically: true, encoding: .utf8)
      let (_, changed, _) = sandbox.vipkit(arguments + ["--resume"])
      #expect(changed.contains("Graded 2 of 5 students (3 kept from the last run)"), "\(changed)")
      // --only regrades the students it names, and keeps the others in the gradebook.
      let (_, only, _) = sandbox.vipkit(arguments + ["--only", "bob"])
      #expect(only.contains("Graded 1 of 5 students"), "\(only)")
      #expect(
        CSV.rows(
          try String(contentsOf: out.appendingPathComponent("gradebook.csv"), encoding: .utf8)
        )
        .count == 7)
    }

    /// The class folder (clones named `counter-<user>`) and its roster, in `sandbox`.
    static func makeClass(in sandbox: GradingSandbox) throws -> (URL, URL) {
      let classFolder = sandbox.root.appendingPathComponent("clones")
      for (user, fixture) in Self.clones {
        let clone = classFolder.appendingPathComponent("counter-\(user)")
        if let fixture {
          try FileManager.default.createDirectory(
            at: classFolder, withIntermediateDirectories: true)
          try FileManager.default.copyItem(
            at: GradingSandbox.fixtures.appendingPathComponent("Submissions/\(fixture)"), to: clone)
          try FileManager.default.removeItem(at: clone.appendingPathComponent("expected.json"))
        } else {
          try FileManager.default.createDirectory(at: clone, withIntermediateDirectories: true)
        }
      }
      let roster = sandbox.root.appendingPathComponent("roster.csv")
      try """
      github_username,student_id,name,email
      ada,S1,"Lovelace, Ada",ada@example.com
      bob,S2,Bob Bell,bob@example.com
      cyd,S3,Cyd Charisse,cyd@example.com
      dee,S4,Dee Dee,dee@example.com
      zed,S5,Zed Zero,zed@example.com

      """.write(to: roster, atomically: true, encoding: .utf8)
      return (classFolder, roster)
    }

    @Test("killed in the middle, resumed: the students already done are not graded again")
    func killAndResume() throws {
      let sandbox = try GradingSandbox(in: ClassCourseScenarios.courseFolder)
      defer { sandbox.remove() }
      let (classFolder, roster) = try Self.makeClass(in: sandbox)
      let out = sandbox.root.appendingPathComponent("grades")
      let arguments =
        [
          "grade", "--class", classFolder.path, "--roster", roster.path, "--out", out.path,
          "--course", sandbox.course.path, "--timeout", "5", "--jobs", "1",
        ] + GradingSandbox.classArguments
      let process = Process()
      process.executableURL = Bundle.main.bundleURL.appendingPathComponent("vipkit")
      process.arguments = arguments
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      try process.run()
      var seen = ""
      while !seen.contains("[2/5]"), process.isRunning {
        let chunk = errors.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        seen += String(decoding: chunk, as: UTF8.self)
      }
      process.interrupt()
      process.waitUntilExit()
      #expect(process.terminationStatus == 130, "\(seen)")
      let done = ["S1", "S2", "S3", "S4"].filter {
        FileManager.default.fileExists(atPath: out.appendingPathComponent("\($0)/entry.json").path)
      }
      #expect(done.count >= 2 && done.count < 4, "\(done)")

      let (code, output, _) = sandbox.vipkit(arguments + ["--resume"])
      #expect(code == .success)
      #expect(
        output.contains(
          "Graded \(5 - done.count) of 5 students (\(done.count) kept from the last run)"),
        "\(output)")
    }

    @Test("one submission for Exercism (results.json v3 with each test's code) and Classroom")
    func exercismAndClassroom() throws {
      let sandbox = try GradingSandbox(in: ClassCourseScenarios.courseFolder)
      defer { sandbox.remove() }
      let broken = try sandbox.copySubmission("crash-in-one-test")
      let (code, _, errors) = sandbox.vipkit([
        "grade", broken.path, "--course", sandbox.course.path, "--format", "exercism",
        "--output", sandbox.results.path, "--timeout", "5",
      ])
      #expect(code == .success, "\(errors)")
      let results = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: sandbox.results)) as? [String: Any])
      #expect(results["version"] as? Int == 3)
      #expect(results["status"] as? String == "fail")
      let tests = try #require(results["tests"] as? [[String: Any]])
      #expect(!tests.isEmpty)
      for test in tests {
        #expect(test["name"] is String && ["pass", "fail"].contains(test["status"] as? String))
        let code = test["test_code"] as? String ?? ""
        #expect(code.contains("{") && code.hasSuffix("}"), "\(test)")
      }
      let failing = tests.filter { $0["status"] as? String == "fail" }
      #expect(
        !failing.isEmpty && failing.allSatisfy { ($0["message"] as? String)?.isEmpty == false })

      let outputFile = sandbox.root.appendingPathComponent("github-output")
      try Data().write(to: outputFile)
      let correct = try sandbox.copySubmission("correct")
      var environment = ProcessInfo.processInfo.environment
      environment["GITHUB_OUTPUT"] = outputFile.path
      let out = Buffer()
      let status = VIPKitCommandLine.run(
        ["grade", correct.path, "--course", sandbox.course.path, "--classroom", "--timeout", "5"],
        console: Console(out: { out.append($0) }, error: { _ in }), environment: environment,
        currentDirectory: sandbox.root)
      #expect(status == .success)
      #expect(out.text.trimmingCharacters(in: .whitespacesAndNewlines) == "Points 100/100")
      let line = try String(contentsOf: outputFile, encoding: .utf8)
      #expect(line.hasPrefix("result="))
      let decoded = try #require(Data(base64Encoded: String(line.dropFirst(7).dropLast())))
      let result = try #require(try JSONSerialization.jsonObject(with: decoded) as? [String: Any])
      #expect(result["version"] as? Int == 3 && result["max_score"] as? Double == 100)
      #expect(result["status"] as? String == "pass")
    }

    @Test("a roster without a folder column is refused at its first line")
    func badRoster() throws {
      let sandbox = try GradingSandbox(in: ClassCourseScenarios.courseFolder)
      defer { sandbox.remove() }
      let roster = sandbox.root.appendingPathComponent("roster.csv")
      try "name,email\nAda,ada@example.com\n".write(to: roster, atomically: true, encoding: .utf8)
      #expect(throws: Diagnostic.self) {
        try ClassRoster.load(sandbox.root, roster: roster)
      }
      #expect(
        CSV.rows("a,\"b, c\",\"d \"\"e\"\"\"\n1,2,3\n") == [
          ["a", "b, c", "d \"e\""], ["1", "2", "3"],
        ])
      #expect(CSV.line(["a", "b, c", "d \"e\""]) == "a,\"b, c\",\"d \"\"e\"\"\"")
    }
  }
}
