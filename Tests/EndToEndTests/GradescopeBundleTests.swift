import Foundation
import Testing
import VIPKitTestSupport

/// The Gradescope autograder that `vipkit grade --gradescope-bundle` writes, run here as
/// Gradescope would run it, against a fake `/autograder` layout (AUTOGRADER_ROOT), with the
/// vipkit just built (VIPKIT) instead of the one setup.sh would build.
@Suite("The Gradescope bundle", .scenario(.grading))
struct GradescopeBundleScenarios {
  @Test("run_autograder grades the submission into results/results.json")
  func runsAgainstAFakeLayout() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-gradescope-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let course = try fixtureCourse(in: root)
    let autograder = root.appendingPathComponent("autograder")

    let written = try Binary.run([
      "grade", "--gradescope-bundle", autograder.appendingPathComponent("source").path,
      "--course", course.path,
    ])
    #expect(written.status == 0, "\(written.error)")
    for name in ["setup.sh", "run_autograder", "course/Exercises/01-counter/grading.json"] {
      #expect(
        FileManager.default.fileExists(
          atPath: autograder.appendingPathComponent("source/\(name)").path))
    }
    let setup = try String(
      contentsOf: autograder.appendingPathComponent("source/setup.sh"), encoding: .utf8)
    #expect(setup.contains("vipkit grade Exercises"))
    // The solution the students write (they own Sources/) is not shipped.
    #expect(
      !FileManager.default.fileExists(
        atPath: autograder.appendingPathComponent(
          "source/course/Solutions/01-counter/Sources/Counter/Counter.swift"
        ).path))

    // Gradescope puts the student's files in submission/; a forged results.json is already
    // there, as student code could leave it.
    let submission = autograder.appendingPathComponent("submission/01-counter/Sources/Counter")
    try FileManager.default.createDirectory(at: submission, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: course.appendingPathComponent("Solutions/01-counter/Sources/Counter/Counter.swift"),
      to: submission.appendingPathComponent("Counter.swift"))
    let results = autograder.appendingPathComponent("results/results.json")
    try FileManager.default.createDirectory(
      at: results.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #"{"score": 1000}"#.write(to: results, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = autograder.appendingPathComponent("source/run_autograder")
    process.environment = ProcessInfo.processInfo.environment.merging([
      "AUTOGRADER_ROOT": autograder.path, "VIPKIT": Binary.url.path,
    ]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)

    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: results)) as? [String: Any])
    #expect(document["score"] as? Double == 100)
    let tests = try #require(document["tests"] as? [[String: Any]])
    #expect(tests.count == 5)
    #expect(tests.allSatisfy { $0["status"] as? String == "passed" && $0["visibility"] != nil })
    #expect(tests.map { $0["max_score"] as? Double ?? 0 }.reduce(0, +) == 100)
  }

  /// Grades the bundled fixture course's one exercise; its manifest points at this kit.
  private func fixtureCourse(in root: URL) throws -> URL {
    let source = Binary.kitRoot.appendingPathComponent("Tests/VIPKitGradingTests/Fixtures/Course")
    let course = root.appendingPathComponent("course")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: source, to: course)
    let manifest = course.appendingPathComponent("Exercises/01-counter/Package.swift")
    let text = try String(contentsOf: manifest, encoding: .utf8)
      .replacingOccurrences(of: "../../../../../..", with: Binary.kitRoot.path)
    try text.write(to: manifest, atomically: true, encoding: .utf8)
    return course
  }
}
