import Foundation
import VIPKitCLI
import VIPKitCore

@testable import VIPKitGrading

/// A copy of the fixture course (its manifest pointing at this kit) in a temporary folder,
/// plus a folder per test for its submission and results file. The course copy, and so the
/// cache under its `.build`, is shared by every test of a run: the harness and the reference
/// are built once.
struct GradingSandbox {
  static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  static let kit = here.deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = here.appendingPathComponent("Fixtures")
  /// One folder per checkout of the kit, the same in every run of it (so the course's cache
  /// survives between runs): two checkouts tested at once on one machine (a working copy
  /// and a CI clone) would otherwise rewrite each other's course, whose manifest names its
  /// kit, and grade in each other's builds.
  static let shared = FileManager.default.temporaryDirectory
    .appendingPathComponent("vipkit-grading-tests-\(checkout)")

  /// A hash of this kit's path, stable from run to run.
  static var checkout: String {
    var fingerprint = Fingerprint()
    fingerprint.mix(kit.standardizedFileURL.path)
    return fingerprint.text
  }

  let root: URL
  /// The fixture course copied: `Course` (Swift Testing) or `XCTestCourse`.
  let courseName: String
  /// The copy's folder under `shared`: suites that run at the same time each have their own,
  /// so that what one leaves running there is never taken for another's.
  let courseFolder: String
  var course: URL { Self.shared.appendingPathComponent(courseFolder) }
  var results: URL { root.appendingPathComponent("results.json") }

  init(course courseName: String = "Course", in folder: String? = nil) throws {
    self.courseName = courseName
    courseFolder = folder ?? (courseName == "Course" ? "course" : courseName)
    root = Self.shared.appendingPathComponent("run-\(UUID().uuidString)")
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    // As root, student code runs as `nobody`: the course, its solutions and the cache must be
    // out of its reach, as the Gradescope bundle's run_autograder makes them.
    if geteuid() == 0 { chmod(Self.shared.path, 0o700) }
    // Refreshed file by file: an unchanged file keeps its date, so the cache stays valid. One
    // suite at a time, each file replaced whole: suites that run at once never read a file
    // another is writing.
    Self.refreshing.lock()
    defer { Self.refreshing.unlock() }
    for (path, content) in try Self.files(under: Self.fixtures.appendingPathComponent(courseName)) {
      var content = content
      if path.hasSuffix("Package.swift") {
        content = Data(
          String(decoding: content, as: UTF8.self)
            .replacingOccurrences(of: "../../../../../..", with: Self.kit.path).utf8)
      }
      let target = course.appendingPathComponent(path)
      if manager.contents(atPath: target.path) == content { continue }
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: target, options: .atomic)
    }
  }

  /// What a class's grading adds: nothing where the host makes a sandbox; else
  /// `--no-sandbox`, without which a grader on its own account (as on macOS) is refused a
  /// class whose students could read each other.
  static var classArguments: [String] { hostHasSandbox ? [] : ["--no-sandbox"] }

  /// Whether this host gives student code a sandbox (as root, for `nobody`).
  static var hostHasSandbox: Bool {
    let user = geteuid() == 0 ? Confinement.User.named("nobody") : nil
    return (try? Sandbox.available(for: user).get()) != nil
  }

  /// Held while a sandbox brings the shared course up to date.
  private static let refreshing = NSLock()

  func remove() { try? FileManager.default.removeItem(at: root) }

  func copySubmission(_ name: String) throws -> URL {
    let target = root.appendingPathComponent("submission-\(name)")
    try FileManager.default.copyItem(
      at: Self.fixtures.appendingPathComponent("Submissions/\(name)"), to: target)
    try FileManager.default.removeItem(at: target.appendingPathComponent("expected.json"))
    return target
  }

  /// What git holds badly: a symbolic link out of the submission, and a file too large.
  func addOddFiles(to submission: URL) throws {
    let sources = submission.appendingPathComponent("01-counter/Sources/Counter")
    try FileManager.default.createSymbolicLink(
      atPath: sources.appendingPathComponent("Secret.swift").path,
      withDestinationPath: "/etc/hostname")
    let big = "// " + String(repeating: "x", count: 2 << 20) + "\n"
    try big.write(
      to: sources.appendingPathComponent("Big.swift"), atomically: true, encoding: .utf8)
  }

  func courseFiles() throws -> [String: Data] { try Self.files(under: course) }

  /// A copy of the course whose exercise grades the student's own tests: 40 points for
  /// passing on the reference, 60 for their mutation score (or, with `scenes`, kept correct
  /// and wrong scenes graded too). The course's files that `keep` turns down are left out;
  /// `survivorFeedback` goes into its grading.json.
  ///
  /// Shared, like the course copy, by every test that asks for the same files: a folder
  /// under `shared` named by their fingerprint, refreshed file by file, so its grading cache
  /// (the harness, the module cache, the reference) is built once a run, not once a test.
  ///
  /// `isolatedBy` names a copy of its own, for a test whose outcome depends on what another
  /// left in the cache (a run as the grader's own user, whose files stay).
  func testsCourse(
    survivorFeedback: String? = nil, scenes: [String: String] = [:], isolatedBy: String? = nil,
    keeping keep: (String) -> Bool
  ) throws -> URL {
    var files = try courseFiles().filter { keep($0.key) && !$0.key.hasPrefix(".build/") }
    // Kept scenes (`Solutions/01-counter/CorrectScenes/…`, `WrongScenes/…`), graded when given.
    for (path, content) in scenes {
      files["Solutions/01-counter/\(path)"] = Data(content.utf8)
    }
    let graded =
      scenes.isEmpty
      ? #"""
      {"title": "Your tests pass", "points": 40, "check": "tests-pass"},
      {"title": "Your tests bite", "points": 60, "check": "mutation-score"}
      """#
      : #"""
      {"title": "Your tests pass", "points": 10, "check": "tests-pass"},
      {"title": "Your tests bite", "points": 40, "check": "mutation-score"},
      {"title": "Correct scenes pass", "points": 10, "check": "correct-scenes"},
      {"title": "Wrong scenes fail", "points": 40, "check": "wrong-scenes"}
      """#
    files["Exercises/01-counter/grading.json"] = Data(
      #"""
      {"version": 1, "studentFiles": ["Tests"], "rubric": [\#(graded)]\#(
      survivorFeedback.map { #", "survivorFeedback": "\#($0)""# } ?? "")}
      """#.utf8)
    var fingerprint = Fingerprint()
    for (path, content) in files.sorted(by: { $0.key < $1.key }) {
      fingerprint.mix(path)
      fingerprint.mix(content)
    }
    // Named so that the course copy's path is no prefix of it (`leftovers` looks for that).
    let copy = Self.shared.appendingPathComponent(
      "tests-\(courseFolder)-\(fingerprint.text)\(isolatedBy.map { "-" + $0 } ?? "")")
    Self.refreshing.lock()
    defer { Self.refreshing.unlock() }
    let manager = FileManager.default
    for (path, content) in files {
      let target = copy.appendingPathComponent(path)
      if manager.contents(atPath: target.path) == content { continue }
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: target, options: .atomic)
    }
    return copy
  }

  /// Runs the command line in this process; returns the exit code, standard output and error.
  func vipkit(_ arguments: [String]) -> (ExitCode, String, String) {
    let out = Buffer()
    let error = Buffer()
    let code = VIPKitCommandLine.run(
      arguments, console: Console(out: { out.append($0) }, error: { error.append($0) }),
      environment: ProcessInfo.processInfo.environment, currentDirectory: root)
    return (code, out.text, error.text)
  }

  /// Every plain file under `folder` but build products, by relative path.
  static func files(under folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    while let path = enumerator.nextObject() as? String {
      if path == ".build" || path.hasPrefix(".build/") { continue }
      let url = folder.appendingPathComponent(path)
      let type =
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.type]) as? FileAttributeType
      if type == .typeRegular { result[path] = try Data(contentsOf: url) }
    }
    return result
  }

  /// Test processes the grading of `sandbox`'s course left running: any that mentions the
  /// course or the student workspaces, builds aside (other suites build the same course).
  static func leftovers(of sandbox: GradingSandbox) -> [String] {
    let cache = sandbox.course.appendingPathComponent(".build/vipkit-grade")
    let student = Confinement.User.named("nobody").flatMap {
      try? StudentReach.root(for: cache, user: $0).path
    }
    return
      (processes(mentioning: sandbox.course.path + "/")
      + (student.map { processes(mentioning: $0) } ?? []))
      .filter {
        // Other suites build in the same cache meanwhile: their compilers (and the shell
        // that starts a build) are theirs, not leftovers of this test.
        !$0.contains("swift-frontend") && !$0.contains("swiftc") && !$0.contains("swift-build")
          && !$0.contains(" swift build ")
      }
  }

  /// Processes whose command line mentions `text` (from Linux's /proc; none elsewhere).
  static func processes(mentioning text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int($0) != nil }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return nil
      }
      let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      return line.contains(text) ? "\(pid): \(line)" : nil
    }
  }
}

/// Text written from any thread.
final class Buffer: @unchecked Sendable {
  private let lock = NSLock()
  private var value = ""
  func append(_ text: String) { lock.withLock { value += text } }
  var text: String { lock.withLock { value } }
}
