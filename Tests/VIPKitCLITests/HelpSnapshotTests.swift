import Foundation
import Testing
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitCLI

/// The full help of `vipkit` and of every command, compared with the snapshot in `Snapshots/`.
/// Help is read by people, so every change to it is read once in review: run with
/// `VIPKIT_RECORD_SNAPSHOTS=1` to rewrite the snapshots, then read the diff before committing.
@Suite("Help, as printed", .serialized)
struct HelpSnapshotTests {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  @Test(
    "the help of each command is its snapshot", arguments: [""] + CommandTable.commands.map(\.name))
  func help(of command: String) throws {
    let arguments = command.isEmpty ? ["--help"] : ["help", command]
    let (code, out, error) = TestConsole.run(arguments)
    #expect(code == .success)
    #expect(error.isEmpty)
    let snapshot = Self.folder.appendingPathComponent(
      "help-\(command.isEmpty ? "vipkit" : command).txt")
    if ProcessInfo.processInfo.environment["VIPKIT_RECORD_SNAPSHOTS"] == "1" {
      try out.write(to: snapshot, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOf: snapshot, encoding: .utf8)
    #expect(out == expected, "\(firstDifference(out, expected))")
  }

  @Test("every snapshot belongs to a command: none is left behind by a removed one")
  func noStaleSnapshots() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
    let expected = Set(
      (["vipkit"] + CommandTable.commands.map(\.name)).map { "help-\($0).txt" })
    #expect(Set(names) == expected)
  }

  @Test("help has no stray escapes: no backslash, no tab, no line over 80 columns")
  func clean() {
    let texts =
      [HelpRenderer.rootHelp(commands: CommandTable.commands)]
      + CommandTable.commands.map(HelpRenderer.help(for:))
    for text in texts {
      #expect(!text.contains("\\"), "\(text)")
      #expect(!text.contains("\t"), "\(text)")
      for line in text.split(separator: "\n") {
        #expect(line.count <= 80, "too long: \(line)")
      }
    }
  }
}
