import Foundation
import Testing

@testable import VIPKitCore

@Suite("Child processes")
struct ChildProcessTests {
  @Test("captures output and the exit status, in the given folder and environment")
  func outputAndStatus() {
    let outcome = ChildProcess.run(
      "/bin/sh", ["-c", "echo \"$GREETING from $(pwd)\"; exit 3"],
      in: URL(fileURLWithPath: "/tmp"), environment: ["GREETING": "hello", "PATH": "/usr/bin:/bin"])
    #expect(outcome.status == 3)
    #expect(!outcome.timedOut)
    #expect(outcome.output == "hello from /tmp\n")
  }

  @Test("a process that runs forever is ended at its limit, with what it started")
  func timeoutEndsTheGroup() throws {
    let marker = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-orphan-\(UUID().uuidString)")
    // The child starts a grandchild that would write the marker after 2 s, then loops.
    let outcome = ChildProcess.run(
      "/bin/sh", ["-c", "(sleep 2; touch '\(marker.path)') & while true; do :; done"],
      timeout: 0.5)
    #expect(outcome.timedOut)
    #expect(outcome.status == nil)
    #expect(outcome.seconds < 5)
    Thread.sleep(forTimeInterval: 2.5)
    #expect(!FileManager.default.fileExists(atPath: marker.path), "the grandchild survived")
  }

  @Test("output is cut at the limit")
  func outputLimit() {
    let outcome = ChildProcess.run("/bin/sh", ["-c", "yes | head -c 100000"], outputLimit: 1000)
    #expect(outcome.output.utf8.count == 1000)
    #expect(outcome.status == 0)
  }
}
