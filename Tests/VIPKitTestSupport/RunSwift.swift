import Foundation

/// Runs the toolchain's `swift` with `arguments` in `folder`, for tests that build and test a
/// package of their own: its status, and its output and errors together.
package func runSwift(_ arguments: [String], in folder: URL) throws -> (
  status: Int32, output: String
) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
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
