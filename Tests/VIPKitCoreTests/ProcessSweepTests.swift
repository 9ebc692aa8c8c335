import Foundation
import Testing
import VIPKitCore

/// The sweep after a grade ends what a student's tests left running, even what escaped their
/// process group. Found in CI: a test that starts `setsid sleep` left the `sleep` running once
/// in about ten runs; its parent was being killed while it forked, so the child appeared after
/// the sweep had listed the processes.
@Suite("The sweep of what a run left")
struct ProcessSweepTests {
  @Test("processes started while the sweep runs are ended too")
  func forkingWhileSwept() throws {
    let marker = UUID().uuidString
    var environment = ProcessInfo.processInfo.environment
    environment[ProcessSweep.variable] = marker
    // A parent that starts children as fast as it can, each marked as it is.
    let parent = Process()
    parent.executableURL = URL(fileURLWithPath: "/bin/sh")
    parent.arguments = ["-c", "while :; do sleep 300 & done"]
    parent.environment = environment
    try parent.run()
    Thread.sleep(forTimeInterval: 0.2)
    ProcessSweep.end(marker: marker)
    Thread.sleep(forTimeInterval: 0.2)
    let left = ProcessSweep.end(marker: marker)
    parent.waitUntilExit()
    #expect(left == 0, "\(left) marked processes outlived the sweep")
  }
}
