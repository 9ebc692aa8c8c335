import Foundation
import Testing
import VIPKitSpies
import VIPKitSyntax
import VIPKitTestSupport

/// Builds generated spies together with their protocols in a package of their own, in Swift 6
/// mode, and runs tests that use them: record, stub, throw, wait for a later call, many
/// threads, an actor, a generic spy. The spies must compile without a single warning.
@Suite("Generated spies compile and work", .serialized)
struct CompileTests {
  @Test("the fixture's spies build without warnings and pass their tests")
  func buildAndRun() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("CompileFixture")
    let protocols = try String(
      contentsOf: fixture.appendingPathComponent("Protocols.swift"), encoding: .utf8)
    let generated = SpyGenerator.generate([SourceText(path: "Protocols.swift", text: protocols)])
    #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")

    let package = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-spies-compile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: package) }
    var files = [
      "Package.swift": Self.manifest,
      "Sources/Fixture/Protocols.swift": protocols,
      "Sources/Fixture/Spies.swift": generated.text,
      "Tests/FixtureTests/UseSpiesTests.swift": try String(
        contentsOf: fixture.appendingPathComponent("UseSpiesTests.swift"), encoding: .utf8),
    ]
    // Every golden case compiles too, each in a module of its own with the types it names.
    for name in GoldenTests.cases {
      let input = try String(
        contentsOf: GoldenTests.folder.appendingPathComponent("\(name).input.swift.txt"),
        encoding: .utf8)
      let spies = SpyGenerator.generate([SourceText(path: "\(name).swift", text: input)]).text
      let target = "Golden\(name.capitalized)"
      files["Sources/\(target)/Protocols.swift"] = input
      files["Sources/\(target)/Prelude.swift"] = Self.prelude
      files["Sources/\(target)/Spies.swift"] = spies
    }
    for (path, text) in files {
      let url = package.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let build = try runSwift(["build", "--build-tests"], in: package)
    #expect(build.status == 0, "\(build.output)")
    let warnings = build.output.split(separator: "\n").filter {
      $0.contains("warning:") && $0.contains(".swift")
    }
    #expect(
      warnings.isEmpty,
      "the generated spies compile with warnings:\n\(warnings.joined(separator: "\n"))")
    let test = try runSwift(["test", "--skip-build"], in: package)
    #expect(test.status == 0, "\(test.output)")
    #expect(test.output.contains("✔ Test run with 8 tests"), "\(test.output)")
    #expect(test.output.contains("Executed 1 test, with 0 failures"), "\(test.output)")
  }

  static var manifest: String {
    let goldenTargets = GoldenTests.cases.map { ".target(name: \"Golden\($0.capitalized)\")," }
    return """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "SpyCompileCheck",
        targets: [
          .target(name: "Fixture"),
          .testTarget(name: "FixtureTests", dependencies: ["Fixture"]),
          \(goldenTargets.joined(separator: "\n    "))
        ],
        swiftLanguageModes: [.v6])
      """
  }

  /// The types the golden inputs name without declaring.
  static let prelude = """
    import Foundation

    struct User: Hashable, Codable, Sendable { var id = 0 }
    struct Token: Sendable {}
    protocol Unknown {}
    """
}
