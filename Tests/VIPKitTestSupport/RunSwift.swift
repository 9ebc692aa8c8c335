import Foundation
import VIPKitCore

/// Runs the toolchain's `swift` with `arguments` in `folder`, for tests that build and test a
/// package of their own: its status, and its output and errors together.
///
/// `build` and `test` do not index the toolchain's modules, as VIPKit's own scratch builds
/// do not (`ScratchBuild`), and take them from the module cache every test shares
/// (`TestModuleCache`): each test's package is a fresh folder, which would otherwise build
/// and index them all again.
package func runSwift(_ arguments: [String], in folder: URL) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  var arguments = arguments
  if let command = arguments.first, command == "build" || command == "test" {
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
