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

  @Test("a folder that does not exist is named, not blamed on the program")
  func missingFolder() {
    let outcome = ChildProcess.run(
      "/bin/pwd", [], in: URL(fileURLWithPath: "/tmp/vipkit-no-such-folder-\(UUID().uuidString)"))
    #expect(outcome.status != 0)
    #expect(outcome.output.contains("vipkit-no-such-folder"), "\(outcome.output)")
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

  @Test("a program that sits idle past idleAfter is ended as hung, long before its limit")
  func idleIsHung() {
    let outcome = ChildProcess.run("/bin/sleep", ["60"], timeout: 30, idleAfter: 0.2)
    #expect(outcome.timedOut)
    #if os(Linux)
      #expect(outcome.endedIdle, "sleep uses no CPU: it is hung once idleAfter has passed")
    #else
      // No ProcessActivity off Linux: the time limit ends it.
      #expect(!outcome.endedIdle)
    #endif
  }

  @Test("a busy program is never called idle: it runs to its limit")
  func busyIsNotHung() {
    let outcome = ChildProcess.run(
      "/bin/sh", ["-c", "while true; do :; done"], timeout: 1.5, idleAfter: 0.1)
    #expect(outcome.timedOut)
    #expect(!outcome.endedIdle, "a loop uses a core the whole time")
  }

  @Test("a program that ends before idleAfter keeps its status; sleeping before it is fine")
  func endsOnItsOwn() {
    let outcome = ChildProcess.run(
      "/bin/sh", ["-c", "sleep 0.3; exit 3"], timeout: 20, idleAfter: 5)
    #expect(outcome.status == 3)
    #expect(!outcome.timedOut && !outcome.endedIdle)
  }

  @Test("idle means no CPU used and no thread busy, for the whole window, once it is late")
  func idleWatch() {
    typealias Sample = ProcessActivity.Sample
    func verdicts(_ watch: IdleWatch, _ samples: [(Sample?, Double)]) -> [Bool] {
      var watch = watch
      return samples.map { watch.isHung(after: $0.0, at: $0.1) }
    }
    let idle = Sample(cpuNanoseconds: 5_000_000, anyThreadBusy: false)
    #expect(
      verdicts(IdleWatch(window: 0.3), [(idle, 0), (idle, 0.1), (idle, 0.2), (idle, 0.3)])
        == [false, false, false, true])
    // Idle from the start, but not hung before it should have finished.
    #expect(
      verdicts(IdleWatch(window: 0.2, notBefore: 1), [(idle, 0.7), (idle, 0.9), (idle, 1.0)])
        == [false, false, true])
    // Two milliseconds of work between looks, as between two of Plot's 100 ms waits.
    let working = [5, 7, 9, 11, 13, 15].enumerated().map {
      (
        Sample(cpuNanoseconds: $0.element * 1_000_000, anyThreadBusy: false) as Sample?,
        Double($0.offset)
      )
    }
    #expect(!verdicts(IdleWatch(window: 0.3), working).contains(true))
    // A thread waiting for a core uses no CPU, but is not idle.
    let starved = (0..<6).map {
      (Sample(cpuNanoseconds: 5_000_000, anyThreadBusy: true) as Sample?, Double($0))
    }
    #expect(!verdicts(IdleWatch(window: 0.3), starved).contains(true))
    let unknown = (0..<6).map { (nil as Sample?, Double($0)) }
    #expect(!verdicts(IdleWatch(window: 0.3), unknown).contains(true))
    // A little work starts the window again; a waiter's microseconds do not.
    let busy = Sample(cpuNanoseconds: 6_500_000, anyThreadBusy: false)
    let waiter = Sample(cpuNanoseconds: 5_000_100, anyThreadBusy: false)
    #expect(
      verdicts(IdleWatch(window: 0.3), [(idle, 0), (waiter, 0.2), (waiter, 0.3)])
        == [false, false, true])
    #expect(
      verdicts(
        IdleWatch(window: 0.3),
        [(idle, 0), (idle, 0.2), (busy, 0.4), (busy, 0.6), (busy, 0.8)])
        == [false, false, false, false, true])
  }

  #if os(Linux)
    @Test("ProcessActivity tells a sleeping process from a busy one")
    func activity() throws {
      let sleeper = Process()
      sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
      sleeper.arguments = ["30"]
      let spinner = Process()
      spinner.executableURL = URL(fileURLWithPath: "/bin/sh")
      spinner.arguments = ["-c", "while true; do :; done"]
      try sleeper.run()
      try spinner.run()
      defer {
        // SIGKILL: a shell started by Foundation may ignore SIGTERM, and an orphan holding the
        // test's output open would stall `swift test`.
        kill(sleeper.processIdentifier, SIGKILL)
        kill(spinner.processIdentifier, SIGKILL)
        sleeper.waitUntilExit()
        spinner.waitUntilExit()
      }
      Thread.sleep(forTimeInterval: 0.3)
      let asleep = try #require(ProcessActivity.sample(sleeper.processIdentifier))
      #expect(!asleep.anyThreadBusy)
      let first = try #require(ProcessActivity.sample(spinner.processIdentifier))
      Thread.sleep(forTimeInterval: 0.3)
      let second = try #require(ProcessActivity.sample(spinner.processIdentifier))
      #expect(
        second.cpuNanoseconds - first.cpuNanoseconds > 100_000_000, "a loop uses CPU time")
      #expect(ProcessActivity.sample(-1) == nil)
    }
  #endif
}
