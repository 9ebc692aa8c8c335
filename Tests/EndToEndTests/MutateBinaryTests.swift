import Foundation
import Testing

/// `vipkit mutate` as a user runs it, interrupted or given bad input.
@Suite("vipkit mutate, through the binary", .serialized)
struct MutateBinaryTests {
  static let fixture = Binary.kitRoot.appendingPathComponent(
    "Tests/VIPKitMutationTests/Fixtures/Tricky")

  @Test("Ctrl-C while mutants run: no child left, no temporary file left, the tree untouched")
  func interruption() throws {
    let work = try Scratch(files: [:])
    let package = work.url.appendingPathComponent("Tricky")
    try FileManager.default.copyItem(at: Self.fixture, to: package)
    let temporary = work.url.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let before = try Self.files(in: package)

    let process = Process()
    process.executableURL = Binary.url
    process.arguments = ["mutate", package.path]
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) {
      $1
    }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    var seen = ""
    while !seen.contains("Running"), process.isRunning {
      let chunk = errors.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    #expect(seen.contains("Running"), "mutants never started: \(seen)")
    process.interrupt()
    process.waitUntilExit()

    #expect(process.terminationStatus == 130)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty,
      "left behind: \((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])"
    )
    // The kept scratch copy is in the package's `.build`: its processes mention the package.
    let survivors =
      try Self.processes(mentioning: temporary.path) + Self.processes(mentioning: package.path)
    #expect(survivors.isEmpty, "children outlived the command: \(survivors)")
    #expect(try Self.files(in: package) == before, "the package's files changed")
    #expect(
      FileManager.default.fileExists(
        atPath: package.appendingPathComponent(".build/vipkit-mutate/Tricky/Package.swift").path),
      "the scratch copy is kept in .build for the next run")
  }

  @Test("bad input: an unknown operator (64), a folder that is not a package (65)")
  func badInput() throws {
    let unknown = try Binary.run(["mutate", Self.fixture.path, "--operator", "relatoinal"])
    #expect(unknown.status == 64)
    #expect(unknown.error.contains("Unknown operator 'relatoinal'. Did you mean 'relational'?"))
    let notAPackage = try Binary.run(["mutate", "/tmp"])
    #expect(notAPackage.status == 65)
    #expect(notAPackage.error.contains("no Package.swift in /tmp"))
    let threshold = try Binary.run(["mutate", Self.fixture.path, "--threshold", "120"])
    #expect(threshold.status == 64)
  }

  static func files(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      // Build products (the kept scratch copy among them) are not the user's files.
      if url.lastPathComponent == ".build" {
        enumerator?.skipDescendants()
        continue
      }
      if let data = FileManager.default.contents(atPath: url.path) { files[url.path] = data }
    }
    return files
  }

  /// Command lines of running processes that mention `text`.
  static func processes(mentioning text: String) throws -> [String] {
    let result = try Binary.runCommand("/bin/ps", ["-eo", "args"])
    return result.split(separator: "\n").map(String.init).filter {
      $0.contains(text) && !$0.contains("/bin/ps")
    }
  }
}

extension Binary {
  /// Runs any program and returns its standard output.
  static func runCommand(_ path: String, _ arguments: [String]) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let out = Pipe()
    process.standardOutput = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
