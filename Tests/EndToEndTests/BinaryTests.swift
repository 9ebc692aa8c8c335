import Foundation
import Testing

/// Runs the built `vipkit` binary, as a user does, and checks its output and exit code.
@Suite("The vipkit binary")
struct BinaryTests {
  @Test("--help prints the overview and the subcommands, exit 0")
  func help() throws {
    let result = try Binary.run(["--help"])
    #expect(result.status == 0)
    #expect(result.out.hasPrefix("OVERVIEW: "))
    #expect(result.out.contains("SUBCOMMANDS:\n  spies"))
    #expect(result.error.isEmpty)
  }

  @Test("--version prints a version, exit 0")
  func version() throws {
    let result = try Binary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.out.split(separator: ".").count == 3)
  }

  @Test("an unknown command goes to stderr with a suggestion, exit 64")
  func unknownCommand() throws {
    let result = try Binary.run(["exercize"])
    #expect(result.status == 64)
    #expect(result.out.isEmpty)
    #expect(
      result.error.hasPrefix("Error: Unknown subcommand 'exercize'. Did you mean 'exercises'?\n"))
  }

  @Test("an unknown option with --name=value is named, exit 64")
  func unknownOption() throws {
    let result = try Binary.run(["exercises", "--formatt=json"])
    #expect(result.status == 64)
    #expect(result.error.contains("Did you mean '--format'?"))
  }

  @Test("lists the kit's own exercises, with no colour when NO_COLOR is set")
  func listsTheBundledExercises() throws {
    // --no-tests: on a checkout where exercises changed, the tests would build every one.
    let result = try Binary.run(
      ["exercises", "--no-tests"], in: Binary.kitRoot, environment: ["NO_COLOR": "1"])
    #expect(result.status == 0)
    #expect(result.out.contains("  01  The VIP cycle"))
    #expect(!result.out.contains("\u{1B}["))
  }

  @Test("a missing course folder is bad input, exit 65")
  func missingCourse() throws {
    let result = try Binary.run(["exercises", "--course", "/nonexistent/course"])
    #expect(result.status == 65)
    #expect(result.error.hasPrefix("Error: no course at /nonexistent/course"))
  }
}

/// Finds and runs the `vipkit` binary SwiftPM built beside the tests.
enum Binary {
  /// The kit's root folder (this file is Tests/EndToEndTests/BinaryTests.swift).
  static let kitRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static var url: URL {
    if let path = ProcessInfo.processInfo.environment["VIPKIT_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    #if os(macOS)
      for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("vipkit")
      }
    #endif
    return Bundle.main.bundleURL.appendingPathComponent("vipkit")
  }

  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> (status: Int32, out: String, error: String) {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    try process.run()
    // The outputs are small; read both to the end, then wait.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outData, as: UTF8.self),
      String(decoding: errorData, as: UTF8.self)
    )
  }
}
