import Foundation

/// Whether a running process is doing anything: the CPU time it has used, and whether any of
/// its threads is running, waiting for a core or waiting for the disk. A test that awaits a
/// call that never comes uses no CPU and has every thread asleep; a test that is merely slow,
/// or starved of a core on a busy machine, has a thread running or runnable. So a hang can be
/// told from slowness without a long time limit.
///
/// The CPU time is the kernel's own count in nanoseconds (`clock_getcpuclockid`), not
/// `/proc`'s clock ticks: a test that waits 100 ms at a time and works a few milliseconds in
/// between (Plot's suite does) never adds a tick across several waits, and looked hung.
///
/// The one place that reads another process's state. Linux only (`/proc`); elsewhere every
/// sample is `nil` and callers fall back to their time limits (not verified on macOS, which
/// would need `proc_pidinfo`).
package enum ProcessActivity {
  /// One look at a process.
  package struct Sample: Equatable, Sendable {
    /// User and system CPU time of all its threads, in nanoseconds.
    package var cpuNanoseconds: Int
    /// Whether any thread is running, runnable or in uninterruptible (disk) sleep.
    package var anyThreadBusy: Bool

    package init(cpuNanoseconds: Int, anyThreadBusy: Bool) {
      self.cpuNanoseconds = cpuNanoseconds
      self.anyThreadBusy = anyThreadBusy
    }
  }

  /// A look at process `pid`; `nil` when it cannot be read (it is gone, or not Linux).
  package static func sample(_ pid: Int32) -> Sample? {
    #if os(Linux)
      var clock = clockid_t()
      var time = timespec()
      guard pid > 0, clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &time) == 0
      else { return nil }
      let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      guard !tasks.isEmpty else { return nil }
      var busy = false
      for task in tasks {
        // The state is the first field after the command's parenthesised name.
        if let fields = statFields("/proc/\(pid)/task/\(task)/stat"), let state = fields.first,
          state == "R" || state == "D"
        {
          busy = true
          break
        }
      }
      return Sample(
        cpuNanoseconds: Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec), anyThreadBusy: busy)
    #else
      return nil
    #endif
  }

  #if os(Linux)
    /// The fields of a `/proc` stat line after the `(command)` field (which may hold spaces
    /// and parentheses): the state first, so field n of proc(5) is at index n - 3.
    private static func statFields(_ path: String) -> [Substring]? {
      guard let bytes = LocalFiles.bytes(of: path) else { return nil }
      let text = String(decoding: bytes, as: UTF8.self)
      guard let close = text.lastIndex(of: ")") else { return nil }
      return text[text.index(after: close)...].split(separator: " ")
    }
  #endif
}

/// Decides, from samples taken as a run goes on, when a process that should have finished by
/// now has sat idle long enough to be called hung.
package struct IdleWatch: Sendable {
  /// How long the process must stay idle (no CPU time used, no thread busy) to be hung.
  package var window: Double
  /// The time before which it is never hung, however idle: when it should have finished.
  package var notBefore: Double
  /// CPU time a process may use between two looks and still count as idle: a waiter that
  /// wakes to check a clock uses microseconds; a test's work between two waits, milliseconds.
  package static let idleNanoseconds = 1_000_000
  private var idleSince: Double?
  private var lastCPU: Int?

  package init(window: Double, notBefore: Double = 0) {
    self.window = window
    self.notBefore = notBefore
  }

  /// Takes the sample of time `now` (seconds); true once it is `notBefore` or later and the
  /// process has been idle for the whole window. A `nil` sample (unknown) is never idle.
  package mutating func isHung(after sample: ProcessActivity.Sample?, at now: Double) -> Bool {
    guard let sample else {
      idleSince = nil
      lastCPU = nil
      return false
    }
    defer { lastCPU = sample.cpuNanoseconds }
    guard !sample.anyThreadBusy, let lastCPU,
      sample.cpuNanoseconds - lastCPU < Self.idleNanoseconds
    else {
      // Idle, if it stays so, from this sample on.
      idleSince = sample.anyThreadBusy ? nil : now
      return false
    }
    let since = idleSince ?? now
    idleSince = since
    return now >= notBefore && now - since >= window
  }
}
