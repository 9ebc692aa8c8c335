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
  /// many there were.
  @discardableResult
  package static func end(marker: String, variable: String = variable) -> Int {
    let needle = Array("\(variable)=\(marker)".utf8) + [0]
    var ended = 0
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry), pid != getpid(),
        let environment = FileManager.default.contents(atPath: "/proc/\(entry)/environ")
      else { continue }
      let bytes = [UInt8](environment) + [0]
      if bytes.starts(with: needle) || contains(bytes, [0] + needle) {
        kill(pid, SIGKILL)
        ended += 1
      }
    }
    return ended
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
