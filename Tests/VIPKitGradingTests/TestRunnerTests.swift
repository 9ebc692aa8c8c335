import Foundation
import Testing
import VIPKitCore

@testable import VIPKitGrading

/// The runner's trust rule, on a stand-in test binary whose timing is fixed: a pass counts
/// only when the framework reported it and the process ended normally.
@Suite("The test runner's trust rule")
struct TestRunnerTests {
  @Test("a test that reports a pass, then kills its supervisor, fails and says why")
  func passThenKillSupervisor() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    // The pass is in the stream before the supervisor dies: the race that `kills-parent`
    // lost only sometimes, made certain.
    let binary = try Self.fakeBinary(
      in: folder,
      """
      printf '%s\\n' '\(Self.testRecord)' '\(Self.endedRecord)' > "$out"
      kill -9 $PPID
      sleep 5
      """)
    let results = Self.runner(binary, folder).run(expected: [Self.listed])
    #expect(results.count == 1)
    #expect(results.first?.passed == false)
    #expect(results.first?.messages.joined().contains("signalled its supervisor") == true)
  }

  @Test("the same pass, in a process that ends normally, counts")
  func passThenExit() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try Self.fakeBinary(
      in: folder, "printf '%s\\n' '\(Self.testRecord)' '\(Self.endedRecord)' > \"$out\"")
    let results = Self.runner(binary, folder).run(expected: [Self.listed])
    #expect(results.first?.passed == true, "\(results)")
  }

  @Test("every explanation of an abnormal end is told apart from a test's own message")
  func abnormalEnds() {
    let runner = Self.runner("/bin/true", FileManager.default.temporaryDirectory)
    let outcomes = [
      ChildProcess.Outcome(status: nil, signal: SIGKILL, timedOut: true, output: "", seconds: 20),
      ChildProcess.Outcome(status: nil, signal: SIGKILL, timedOut: false, output: "", seconds: 1),
      ChildProcess.Outcome(status: nil, signal: SIGILL, timedOut: false, output: "", seconds: 1),
      ChildProcess.Outcome(status: 3, timedOut: false, output: "", seconds: 1),
      ChildProcess.Outcome(status: 127, timedOut: false, output: Self.loaderError, seconds: 0),
      ChildProcess.Outcome(
        status: nil, signal: SIGXFSZ, timedOut: false, output: "", seconds: 1,
        outputBytes: TestRunner.fileSizeLimit),
    ]
    for outcome in outcomes {
      let message = runner.explainMissing(outcome)
      #expect(TestRunner.reportsAbnormalEnd(message), "\(message)")
    }
    for message in [
      "Expectation failed: the list has more than 3 items",
      "the test crashes when the list is empty, says the README", "Nothing was shown",
    ] {
      #expect(!TestRunner.reportsAbnormalEnd(message), "\(message)")
    }
  }

  @Test("a binary the loader could not start is not blamed on the code under test")
  func loaderFailure() {
    let runner = Self.runner("/bin/true", FileManager.default.temporaryDirectory)
    let message = runner.explainMissing(
      ChildProcess.Outcome(status: 127, timedOut: false, output: Self.loaderError, seconds: 0))
    #expect(message.contains("could not load a library it needs"))
    #expect(message.contains("libswiftCore.so"))
    #expect(message.contains("PATH must lead to a Swift toolchain"), "says what to fix")
    #expect(!message.contains("called exit()"))
    // The same status from a test that calls exit(127) itself is still that test's doing.
    let own = runner.explainMissing(
      ChildProcess.Outcome(status: 127, timedOut: false, output: "", seconds: 0))
    #expect(own.contains("called exit()"))
  }

  @Test("a crash's clue is the runtime's message, not the backtrace's dump of its bytes")
  func crashClueWithoutMemoryDump() {
    let runner = Self.runner("/bin/true", FileManager.default.temporaryDirectory)
    let output = """
      Fatal error: Attempted to read an unowned reference but object 0x7f2178 was already destroyed
      💣 Program crashed: Aborted at 0x00007f2180
      r14 0x00007f21800025d0  46 61 74 61 6c 20 65 72 72 6f 72 3a 20 41 74 74  Fatal error: Att
      """
    let message = runner.explainMissing(
      ChildProcess.Outcome(
        status: nil, signal: SIGABRT, timedOut: false, output: output, seconds: 1))
    #expect(message.contains("Attempted to read an unowned reference"))
    #expect(!message.contains("r14"), "\(message)")
  }

  // MARK: - Fixtures

  static let loaderError =
    "/submission/.test/CourseTests.xctest: error while loading shared libraries: "
    + "libswiftCore.so: cannot open shared object file: No such file or directory"

  static let listed = ListedTest(id: "M.S/one()", name: "one", library: .swiftTesting)
  static let testRecord =
    #"{"kind":"test","payload":{"kind":"function","id":"M.S/one()","name":"one()"}}"#
  static let endedRecord = #"{"kind":"event","payload":{"kind":"testEnded","testID":"M.S/one()"}}"#

  static func runner(_ binary: String, _ folder: URL) -> TestRunner {
    var runner = TestRunner(
      binary: binary, folder: folder, environment: ProcessInfo.processInfo.environment,
      timeout: 20, eventsFolder: folder)
    runner.confinement.supervised = true
    return runner
  }

  static func scratch() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-runner-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A shell script that takes Swift Testing's event-stream option into `$out`, then runs
  /// `body`.
  static func fakeBinary(in folder: URL, _ body: String) throws -> String {
    let path = folder.appendingPathComponent("FakeTests").path
    let script = """
      #!/bin/sh
      out=/dev/null
      while [ $# -gt 0 ]; do
        if [ "$1" = --event-stream-output-path ]; then out=$2; fi
        shift
      done
      \(body)

      """
    try script.write(toFile: path, atomically: true, encoding: .utf8)
    chmod(path, 0o755)
    return path
  }
}
