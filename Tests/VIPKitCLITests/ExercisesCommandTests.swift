import Foundation
import Testing
import VIPKitCore

@testable import VIPKitCLI

@Suite("vipkit exercises")
struct ExercisesCommandTests {
  @Test("lists the exercises in order, with titles from their READMEs, from any folder below")
  func listsInOrder() throws {
    let course = try FixtureCourse()
    // Not a git checkout: every exercise counts as changed, and --no-tests keeps it at that.
    let result = TestConsole.run(
      ["exercises", "--no-tests"], in: course.root.appendingPathComponent("Exercises/02-presenter"))
    #expect(result.code == .success)
    let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Exercises of the course at \(course.root.path):")
    #expect(lines.contains("  01  The VIP cycle  changed  Exercises/01-the-vip-cycle"))
    #expect(lines.contains("  02  presenter      changed  Exercises/02-presenter"))
    #expect(
      lines.last(where: { !$0.isEmpty }) == "Next: cd Exercises/01-the-vip-cycle && swift test")
    #expect(!result.out.contains("notes"), "a folder without a number is not an exercise")
  }

  @Test("off a terminal, progress is whole lines, not carriage returns; on one, one line")
  func progressLines() throws {
    let course = try FixtureCourse()
    let result = TestConsole.run(["exercises", "--course", course.root.path, "--no-tests"])
    #expect(
      result.error
        == "Checking Exercises/01-the-vip-cycle…\nChecking Exercises/02-presenter…\n")
    let terminal = TestConsole(errorIsTerminal: true)
    let code = VIPKitCommandLine.run(
      ["exercises", "--course", course.root.path, "--no-tests"], console: terminal.console,
      environment: [:], currentDirectory: course.root)
    #expect(code == .success)
    #expect(!terminal.error.contains("\n"))
    #expect(terminal.error.hasSuffix("\r\u{1B}[K"), "the progress line is cleared at the end")
  }

  @Test("--format json is one versioned document with sorted keys")
  func json() throws {
    let course = try FixtureCourse()
    let result = TestConsole.run(
      ["exercises", "--course", course.root.path, "--format", "json", "--no-tests"])
    #expect(result.code == .success)
    let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any]
    #expect(object?["version"] as? Int == 1)
    let exercises = try #require(object?["exercises"] as? [[String: Any]])
    #expect(exercises.map { $0["slug"] as? String } == ["the-vip-cycle", "presenter"])
    #expect(exercises.first?["title"] as? String == "The VIP cycle")
    #expect(
      result.out.range(of: "\"course\"")!.lowerBound
        < result.out.range(of: "\"exercises\"")!.lowerBound)
  }

  @Test("a folder that is not a course is bad input (65), with what to do")
  func notACourse() throws {
    let empty = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: empty) }
    let given = TestConsole.run(["exercises", "--course", empty.path])
    #expect(given.code == .badInput)
    #expect(given.error.hasPrefix("Error: no course at \(empty.path): it has no Exercises/ folder"))
    let searched = TestConsole.run(["exercises"], in: empty)
    #expect(searched.code == .badInput)
    #expect(searched.error.contains("Run vipkit inside the kit's folder, or pass --course PATH."))
  }
}

/// A course folder in the temporary directory, removed when the test ends.
final class FixtureCourse {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-course-\(UUID().uuidString)")
    let files = [
      "Package.swift": "// swift-tools-version:6.0\n",
      "Exercises/01-the-vip-cycle/README.md": "Intro line\n# The VIP cycle\n\nText.\n",
      "Exercises/02-presenter/Package.swift": "",
      "Exercises/notes/README.md": "# Not an exercise\n",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }
}
