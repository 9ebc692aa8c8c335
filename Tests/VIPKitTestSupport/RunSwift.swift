import Foundation
import VIPKitCore

/// Runs the toolchain's `swift` with `arguments` in `folder`, for tests that build and test a
/// package of their own: its status, and its output and errors together.
///
/// `build`, `test` and `package` (which builds its plugins' tools) do not index the
/// toolchain's modules, as VIPKit's own scratch builds do not (`ScratchBuild`), and take them
/// from the module cache every test shares (`TestModuleCache`): each test's package is a fresh
/// folder, which would otherwise build and index them all again. All three with the same
/// flags: a plugin's tool built by `package` with other flags than `build`'s is compiled again
/// whole by the next build (the kit's `vipkit`, 90 s of CPU on two cores).
package func runSwift(_ arguments: [String], in folder: URL) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  var arguments = arguments
  if let command = arguments.first, ["build", "test", "package"].contains(command) {
    arguments.insert(
      contentsOf: ScratchBuild.indexingOwnFilesOnly + TestModuleCache.shared.buildArguments,
      at: 1)
  }
  process.arguments = ["swift"] + arguments
  process.currentDirectoryURL = folder
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
