import Foundation
import Testing

/// `vipkit watch` in a pseudo-terminal, driven as a student drives it: the starter of
/// exercise 01 fails, `h` gives a hint, the solution is saved over it as a run starts,
/// the screen says "Done", `d` shows the diff with the solution, `q` quits.
@Suite("vipkit watch, in a terminal", .serialized)
struct WatchTests {
  @Test("from a failing starter to done on exercise 01, through a scripted terminal session")
  func studentLoop() throws {
    let course = try Self.minimalCourse(exercise: "01-the-vip-cycle")
    let terminal = try PseudoTerminal(
      Binary.url.path, ["watch", "01", "--course", course.url.path], in: course.url)
    defer { terminal.end() }

    let failing = terminal.read(until: "tests fail", timeout: 600)
    #expect(failing.contains("✘"), "\(failing)")
    #expect(failing.contains("The test:"), "the failing test's own code is shown: \(failing)")
    #expect(failing.contains("[h] hint") && !failing.contains("[d] solution diff"))

    terminal.write("h")
    #expect(terminal.read(until: "Hint 1 of", timeout: 30).contains("Hint 1 of"))

    // The student edits a file, and saves the solution's files as that run starts: whether
    // the run sees them or not, the screen must end on "Done" (a save during a run used to be
    // missed; `WatchSaveTests` pins the order without a race).
    let exercise = course.url.appendingPathComponent("Exercises/01-the-vip-cycle/Sources")
    let solution = course.url.appendingPathComponent("Solutions/01-the-vip-cycle/Sources")
    let edited = exercise.appendingPathComponent("Profile/ProfileViewController.swift")
    try (String(contentsOf: edited, encoding: .utf8) + "\n// thinking\n").write(
      to: edited, atomically: true, encoding: .utf8)
    #expect(terminal.read(until: "running the tests", timeout: 30).contains("running the tests"))
    for path in try FileManager.default.subpathsOfDirectory(atPath: solution.path)
    where path.hasSuffix(".swift") {
      let text = try String(contentsOf: solution.appendingPathComponent(path), encoding: .utf8)
      try text.write(to: exercise.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }
    let done = terminal.read(until: "press d for its diff", timeout: 180)
    #expect(done.contains("✔ Done: all 8 tests pass."), "\(done)")
    #expect(done.contains("What it taught:"))
    #expect(done.contains("That was the last exercise of the course."), "this course has one")

    terminal.write("d")
    #expect(
      terminal.read(until: "line for line", timeout: 30).contains(
        "Your code is the solution, line for line."))
    terminal.write("q")
    #expect(terminal.waitForExit(timeout: 30) == 0)
  }

  /// A course of one exercise and its solution beside a kit that has only the harness, so the
  /// exercise builds as a student's does.
  static func minimalCourse(exercise: String) throws -> Scratch {
    let kit = Binary.kitRoot
    let scratch = try Scratch(files: [
      "Package.swift": """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Kit",
        products: [
          .library(name: "VIPKit", targets: ["VIPKit"]),
          .library(name: "UIKitStandIn", targets: ["UIKit", "_Testing_UIKit"]),
        ],
        targets: [
          .target(name: "VIPKit"), .target(name: "UIKit"), .target(name: "_Testing_UIKit"),
        ],
        swiftLanguageModes: [.v6]
      )

      """
    ])
    // The harness, and the UIKit stand-in the exercise's screens are written against.
    for folder in [
      "Sources/VIPKit", "Sources/UIKit", "Sources/_Testing_UIKit", "Exercises/\(exercise)",
      "Solutions/\(exercise)",
    ] {
      let target = scratch.url.appendingPathComponent(folder)
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: kit.appendingPathComponent(folder), to: target)
      try? FileManager.default.removeItem(at: target.appendingPathComponent(".build"))
    }
    return scratch
  }
}

/// A program run with a pseudo-terminal as its input and output, as if a person sat there:
/// util-linux's `script` makes the terminal and relays keys and screen through two pipes.
final class PseudoTerminal: @unchecked Sendable {
  private let process = Process()
  private let keys = Pipe()
  private let lock = NSLock()
  private var unread = ""

  init(_ executable: String, _ arguments: [String], in folder: URL) throws {
    let command = ([executable] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-q", "-f", "-e", "-c", command, "/dev/null"]
    process.currentDirectoryURL = folder
    let screen = Pipe()
    process.standardInput = keys
    process.standardOutput = screen
    process.standardError = screen
    screen.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self, !data.isEmpty else { return }
      self.lock.withLock { self.unread += String(decoding: data, as: UTF8.self) }
    }
    try process.run()
  }

  /// What the program shows until `text` appears (or `timeout` seconds pass), from the last
  /// time this was asked.
  func read(until text: String, timeout: Double) -> String {
    let start = Date()
    while Date().timeIntervalSince(start) < timeout {
      if let seen = lock.withLock({ () -> String? in
        guard unread.contains(text) else { return nil }
        defer { unread = "" }
        return unread
      }) {
        return seen
      }
      usleep(100_000)
    }
    return lock.withLock {
      defer { unread = "" }
      return unread
    }
  }

  func write(_ keys: String) {
    self.keys.fileHandleForWriting.write(Data(keys.utf8))
  }

  func waitForExit(timeout: Double) -> Int32? {
    let start = Date()
    while process.isRunning, Date().timeIntervalSince(start) < timeout { usleep(100_000) }
    return process.isRunning ? nil : process.terminationStatus
  }

  func end() {
    if process.isRunning { process.terminate() }
  }
}
