import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// As root, the tests run from a copy of the test binary in the student user's folder. While
/// other exercises are graded at once, other threads start processes all the time; a copy
/// written by this process could not be run while a child forked meanwhile still held it
/// open for writing (exit status 126 for a test that had nothing wrong).
@Suite("The test binary's copy for the student user")
struct TestProductsCopyTests {
  @Test("a fresh copy runs while other threads start processes")
  func copyRunsUnderForks() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-copy-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let built = root.appendingPathComponent("build")
    try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
    // A binary of a few megabytes, like a test binary, so that each copy takes a while.
    let binary = built.appendingPathComponent("PackageTests.xctest")
    let script = "#!/bin/sh\nexit 0\n" + String(repeating: "#\n", count: 1 << 20)
    try script.write(to: binary, atomically: true, encoding: .utf8)
    chmod(binary.path, 0o755)
    try "resource".write(
      to: built.appendingPathComponent("Package_Target.resources"), atomically: true,
      encoding: .utf8)
    try "not copied".write(
      to: built.appendingPathComponent("description.json"), atomically: true, encoding: .utf8)

    let workspace = try GradingWorkspace(root: root.appendingPathComponent("run"))
    let stop = Flag()
    let forking = Thread {
      while !stop.isSet { _ = ChildProcess.run("true", []) }
    }
    forking.start()
    defer { stop.set() }
    var failures: [String] = []
    for _ in 0..<40 {
      let copy = try workspace.copyTestProducts(of: binary.path)
      let run = ChildProcess.run(copy, [])
      if !run.succeeded { failures.append(run.output) }
    }
    #expect(
      failures.isEmpty, "\(failures.count) of 40 runs of the copy failed: \(failures.first ?? "")")
    let copied = try FileManager.default.contentsOfDirectory(
      atPath: workspace.root.appendingPathComponent(".test").path)
    #expect(Set(copied) == ["PackageTests.xctest", "Package_Target.resources"])
  }
}

/// A flag set from one thread and read from another.
private final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
