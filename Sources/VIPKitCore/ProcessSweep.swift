import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends what tests left running outside their process group.
///
/// A time limit ends the test's whole process group, but a process that starts a session of
/// its own (`setsid`) leaves the group: a tool a test launched, looping forever because of a
/// mutant, would eat a core for the rest of the run (seen on swift-argument-parser, whose
/// tests run its example tools). Every process a grader or a mutation run starts carries a
/// marker in its environment, which its descendants inherit; afterwards, any process still
/// carrying the marker is ended. (Linux: read from /proc. A process that clears its
/// environment on purpose is the host's to contain: Docs/grading.md, "Isolation".)
package enum ProcessSweep {
  /// The variable a grader's runs carry.
  package static let variable = "VIPKIT_GRADING_RUN"
  /// The variable each mutation test run carries.
  package static let mutationVariable = "VIPKIT_MUTATION_RUN"

  /// Ends every process of this user whose environment holds `variable=marker`; returns how
  /// many there were. A process killed while it forks can leave a child that appears only
  /// after a pass has listed the processes, so passes repeat until two in a row, 20 ms
  /// apart, find nothing (a `setsid sleep` outlived a single pass once in about ten CI runs).
  @discardableResult
  package static func end(marker: String, variable: String = variable) -> Int {
    let needle = Array("\(variable)=\(marker)".utf8) + [0]
    var ended: Set<pid_t> = []
    var quiet = 0
    for _ in 0..<100 where quiet < 2 {
      let before = ended.count
      pass(needle, ending: &ended)
      if ended.count == before {
        quiet += 1
        if quiet < 2 { usleep(20_000) }
      } else {
        quiet = 0
      }
    }
    return ended.count
  }

  /// One look at every process: kills those whose environment holds `needle` (again, for
  /// one still dying), adding each to `ended`.
  private static func pass(_ needle: [UInt8], ending ended: inout Set<pid_t>) {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry), pid != getpid(),
        let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
      else { continue }
      let bytes = [UInt8](environment) + [0]
      if bytes.starts(with: needle) || contains(bytes, [0] + needle) {
        kill(pid, SIGKILL)
        ended.insert(pid)
      }
    }
  }

  private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
    guard needle.count <= bytes.count else { return false }
    var index = 0
    while index + needle.count <= bytes.count {
      if bytes[index] == needle[0], Array(bytes[index..<index + needle.count]) == needle {
        return true
      }
      index += 1
    }
    return false
  }
}
