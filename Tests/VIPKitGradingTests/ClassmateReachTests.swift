import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// Where the host gives no sandbox, `grade --class` starts only when no student's code could
/// read a classmate's submission.
@Suite("Classmates kept apart without a sandbox")
struct ClassmateReachTests {
  /// A class of two clones, world-readable as `gh classroom clone` leaves them.
  struct Class {
    let folder: URL
    let students: [ClassRoster.Student]

    init() throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("vipkit class \(UUID().uuidString.prefix(8))")
      var students: [ClassRoster.Student] = []
      for name in ["ada", "bob"] {
        let file = folder.appendingPathComponent("\(name)/01-counter/Sources/Counter.swift")
        try FileManager.default.createDirectory(
          at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// \(name)'s answer".write(to: file, atomically: true, encoding: .utf8)
        students.append(
          ClassRoster.Student(
            key: name, id: "", name: name, email: "", user: name,
            folder: folder.appendingPathComponent(name)))
      }
      self.students = students
      _ = ChildProcess.run("chmod", ["-R", "a+rX,go-w", folder.path])
      chmod(folder.path, 0o755)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
  }

  static let none: (sandbox: Sandbox?, unavailable: String?) = (nil, "no namespaces here")

  @Test("on the grader's own account, every classmate is readable: refused, with the ways out")
  func ownAccount() throws {
    let group = try Class()
    defer { group.remove() }
    var options = Grader.Options(cache: group.folder)
    options.runAs = .current
    do {
      try ClassmateReach.check(
        group.students, classFolder: group.folder, options: options, found: Self.none)
      Issue.record("grading started")
    } catch {
      #expect(error.message.contains("no sandbox on this host (no namespaces here)"))
      #expect(error.message.contains("could read every classmate's submission"))
      #expect(error.notes.contains { $0.contains("chmod -R go-rwx '\(group.folder.path)'") })
      #expect(error.notes.contains { $0.contains("--no-sandbox") })
    }
    // Turned off on purpose, or a sandbox found: grading starts.
    options.sandbox = false
    try ClassmateReach.check(
      group.students, classFolder: group.folder, options: options, found: Self.none)
    options.sandbox = true
    try ClassmateReach.check(
      group.students, classFolder: group.folder, options: options,
      found: (Sandbox(method: .userNamespace), nil))
  }

  @Test(
    "as root, nobody reads a clone left world-readable: refused until the class is private",
    .enabled(if: geteuid() == 0))
  func asRoot() throws {
    let group = try Class()
    defer { group.remove() }
    var options = Grader.Options(cache: group.folder)
    options.runAs = Confinement.User.named("nobody")
    #expect(options.studentUser != nil)
    do {
      try ClassmateReach.check(
        group.students, classFolder: group.folder, options: options, found: Self.none)
      Issue.record("grading started")
    } catch {
      #expect(error.message.contains("runs as nobody, could read a classmate's file"), "\(error)")
      #expect(error.message.contains("ada/01-counter/Sources/Counter.swift"))
    }
    _ = ChildProcess.run("chmod", ["-R", "go-rwx", group.folder.path])
    try ClassmateReach.check(
      group.students, classFolder: group.folder, options: options, found: Self.none)
  }
}
