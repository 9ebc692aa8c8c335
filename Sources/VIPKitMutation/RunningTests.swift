import Foundation
import VIPKitCore

/// Which tests of a run have started and not ended, read from its output line by line as it
/// comes: what tells a hung run's test (`Hang.test`), and, while the run goes on, when its
/// idleness means a hang. A test's own unmutated time is known (the coverage runs), so a run
/// that sits idle a few times that long after its current test began is hung, whatever the
/// tests before it took: the whole group's allowance, counted from the run's start, let a
/// hang in the first of ten tests sit for the other nine's time too.
final class RunningTests: @unchecked Sendable {
  /// A line that starts or ends a test.
  enum Event: Equatable {
    case started(String)
    case ended(String)
  }

  private let lock = NSLock()
  private let start = DispatchTime.now().uptimeNanoseconds
  /// How long a test may run before idleness is a hang (its own time × the factor, plus the
  /// floor), by the name the output gives it; `nil` for a test whose time is unknown.
  private let allowance: @Sendable (String) -> Double?
  /// The tests running, in the order they began, each with the time (from the run's start)
  /// after which sitting idle is a hang (`nil`: unknown).
  private var running: [(name: String, idleFrom: Double?)] = []

  init(allowance: @escaping @Sendable (String) -> Double?) {
    self.allowance = allowance
  }

  /// Reads one line of the output.
  func observe(_ line: Substring) {
    guard let event = Self.event(in: line) else { return }
    let now = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    lock.withLock {
      switch event {
      case .started(let name):
        running.append((name, allowance(name).map { now + $0 }))
      case .ended(let name):
        if let index = running.firstIndex(where: { $0.name == name }) {
          running.remove(at: index)
        }
      }
    }
  }

  /// Seconds from the run's start after which idleness is a hang, for the tests running now
  /// (the latest of theirs: all of them are waiting when the process is idle); `nil` when no
  /// test is running or one's time is unknown (the caller's own limit applies then).
  var idleFrom: Double? {
    lock.withLock {
      guard !running.isEmpty else { return nil }
      var latest = 0.0
      for test in running {
        guard let from = test.idleFrom else { return nil }
        latest = max(latest, from)
      }
      return latest
    }
  }

  /// The test that started and did not end in a whole run's `output`: the last XCTest case
  /// begun (they run one at a time), else the first Swift Testing test begun (they run side
  /// by side; the first has waited longest). `nil` when every test that began ended.
  static func unfinished(in output: String) -> String? {
    var xctest: String?
    var swiftTesting: [String] = []
    for line in output.split(separator: "\n") {
      let isXCTest = line.hasPrefix("Test Case '")
      switch event(in: line) {
      case .started(let name)?:
        if isXCTest { xctest = name } else { swiftTesting.append(name) }
      case .ended(let name)?:
        if isXCTest { xctest = nil } else { swiftTesting.removeAll { $0 == name } }
      case nil: break
      }
    }
    return xctest ?? swiftTesting.first
  }

  /// The test a line starts or ends: XCTest's `Test Case '…' started|passed|failed|skipped`,
  /// Swift Testing's `◇ Test … started.`, `✔ Test … passed`, `✘ Test … failed after`,
  /// `➜ Test … skipped` (not a run's or a suite's line; a display name's quotes taken off).
  static func event(in raw: Substring) -> Event? {
    let line = raw.contains("\u{1B}") ? Substring(TestLibrary.withoutEscapes(raw)) : raw
    if line.hasPrefix("Test Case '") {
      let name = TestLibrary.xctestName(line.dropFirst("Test Case '".count).prefix { $0 != "'" })
      return line.contains("' started") ? .started(name) : .ended(name)
    }
    for (marker, ending, started) in [
      ("◇ Test ", " started.", true), ("✔ Test ", " passed", false),
      ("✘ Test ", " failed after", false), ("➜ Test ", " skipped", false),
    ] {
      guard line.hasPrefix(marker), !line.hasPrefix(marker + "run "),
        let end = line.range(of: ending)
      else { continue }
      var name = line[line.index(line.startIndex, offsetBy: marker.count)..<end.lowerBound]
      guard !name.isEmpty else { return nil }
      if name.count > 1, name.hasPrefix("\""), name.hasSuffix("\"") {
        name = name.dropFirst().dropLast()
      }
      return started ? .started(String(name)) : .ended(String(name))
    }
    return nil
  }
}
