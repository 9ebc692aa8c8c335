import Foundation
import Testing
import VIPKitSpies
import VIPKitSyntax
import VIPKitTestSupport

/// Builds generated spies together with their protocols in a package of their own, in Swift 6
/// mode, and runs tests that use them: record, stub, throw, wait for a later call, many
/// threads, an actor, a generic spy. The spies must compile without a single warning.
@Suite("Generated spies compile and work", .serialized, .scenario(.builds))
struct CompileScenarios {
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
    // Suites written against other generators' names, and one with a shared `SpyLog`.
    for style in Self.styles {
      let folder = fixture.appendingPathComponent(style.folder)
      let protocols = try String(
        contentsOf: folder.appendingPathComponent("Protocols.swift"), encoding: .utf8)
      let spies = SpyGenerator.generate(
        [SourceText(path: "Protocols.swift", text: protocols)], options: style.options)
      #expect(spies.diagnostics.isEmpty, "\(style.target): \(spies.diagnostics)")
      files["Sources/\(style.target)/Protocols.swift"] = protocols
      files["Tests/\(style.target)Tests/Spies.swift"] = spies.text
      files["Tests/\(style.target)Tests/\(style.tests)"] = try String(
        contentsOf: folder.appendingPathComponent(style.tests), encoding: .utf8)
    }
    // A test target that already holds a spy written by hand (the generated file leaves it
    // out, or it would declare it twice), for protocols whose file imports
    // FoundationNetworking under a condition (the spies' file keeps it under it), used from
    // XCTest and Swift Testing.
    let destination = fixture.appendingPathComponent("Destination")
    let destinationProtocols = try String(
      contentsOf: destination.appendingPathComponent("Protocols.swift"), encoding: .utf8)
    var destinationOptions = SpyGenerator.Options(testableImports: ["Destination"])
    destinationOptions.existingTypes = [
      "PricePresentationLogicSpy": "DestinationTests/PricePresentationLogicSpy.swift"
    ]
    let destinationSpies = SpyGenerator.generate(
      [SourceText(path: "Protocols.swift", text: destinationProtocols)],
      options: destinationOptions)
    #expect(destinationSpies.skipped.map(\.name) == ["PricePresentationLogic"])
    #expect(
      destinationSpies.text.contains(
        "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif"))
    files["Sources/Destination/Protocols.swift"] = destinationProtocols
    files["Tests/DestinationTests/Spies.swift"] = destinationSpies.text
    for name in ["PricePresentationLogicSpy.swift", "DestinationTests.swift"] {
      files["Tests/DestinationTests/\(name)"] = try String(
        contentsOf: destination.appendingPathComponent(name), encoding: .utf8)
    }
    // A module with NonisolatedNonsendingByDefault and its tests without it, and the reverse:
    // the spies spell out what the protocols' async closures mean.
    let concurrency = fixture.appendingPathComponent("Concurrency")
    let concurrencyProtocols = try String(
      contentsOf: concurrency.appendingPathComponent("Protocols.swift"), encoding: .utf8)
    for (target, source, tests) in Self.concurrencyTargets {
      var options = SpyGenerator.Options(testableImports: [target])
      options.asyncDefaults = (source, tests)
      let spies = SpyGenerator.generate(
        [SourceText(path: "Protocols.swift", text: concurrencyProtocols)], options: options)
      #expect(spies.diagnostics.isEmpty, "\(target): \(spies.diagnostics)")
      #expect(spies.text.contains(source.spelling + " @Sendable @escaping () async -> Void"))
      files["Sources/\(target)/Protocols.swift"] = concurrencyProtocols
      files["Tests/\(target)Tests/Spies.swift"] = spies.text
      files["Tests/\(target)Tests/\(target)Tests.swift"] = try String(
        contentsOf: concurrency.appendingPathComponent("\(target)Tests.swift"), encoding: .utf8)
    }
    // A module whose default isolation is the main actor (with approachable concurrency), its
    // tests without either: its protocols' spies are main-actor spies that can wait.
    if !Self.concurrencyTargets.isEmpty {
      let mainActor = fixture.appendingPathComponent("DefaultMainActor")
      let protocols = try String(
        contentsOf: mainActor.appendingPathComponent("Protocols.swift"), encoding: .utf8)
      var options = SpyGenerator.Options(testableImports: ["DefaultMainActor"])
      options.sourceDefaultIsolation = "MainActor"
      options.asyncDefaults = (.nonsending, .concurrent)
      let spies = SpyGenerator.generate(
        [SourceText(path: "Protocols.swift", text: protocols)], options: options)
      #expect(spies.diagnostics.isEmpty, "\(spies.diagnostics)")
      #expect(spies.text.components(separatedBy: "@MainActor\nfinal class").count == 4)
      files["Sources/DefaultMainActor/Protocols.swift"] = protocols
      files["Tests/DefaultMainActorTests/Spies.swift"] = spies.text
      files["Tests/DefaultMainActorTests/DefaultMainActorTests.swift"] = try String(
        contentsOf: mainActor.appendingPathComponent("DefaultMainActorTests.swift"),
        encoding: .utf8)
    }
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
      guard GoldenTests.styledCases.contains(name) else { continue }
      for style in [SpyNaming.Style.sourcery, .mockolo] {
        let styled = target + style.rawValue.capitalized
        files["Sources/\(styled)/Protocols.swift"] = input
        files["Sources/\(styled)/Prelude.swift"] = Self.prelude
        files["Sources/\(styled)/Spies.swift"] = GoldenTests.styledSpies(
          input, name: name, style: style)
      }
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
    // One Swift Testing and one XCTest test in each of the Swift 6.2 targets (both directions
    // and the main-actor module).
    let newer = Self.concurrencyTargets.isEmpty ? 0 : 3
    #expect(test.output.contains("✔ Test run with \(11 + newer) tests"), "\(test.output)")
    #expect(
      test.output.contains("Executed \(16 + newer) tests, with 0 failures"), "\(test.output)")
  }

  /// A fixture folder whose protocols get spies with `options`, used by a test file written
  /// in that generator's names.
  struct Style {
    let folder: String
    let target: String
    let tests: String
    let options: SpyGenerator.Options
  }

  static var styles: [Style] {
    var sourcery = SpyGenerator.Options(testableImports: ["SourceryStyle"], annotatedOnly: true)
    sourcery.naming = .sourcery
    var mockolo = SpyGenerator.Options(testableImports: ["MockoloStyle"], annotatedOnly: true)
    mockolo.naming = .mockolo
    var logged = SpyGenerator.Options(testableImports: ["LoggedSpies"])
    logged.spyLog = true
    return [
      Style(
        folder: "Sourcery", target: "SourceryStyle", tests: "AutoMockableStyleTests.swift",
        options: sourcery),
      Style(
        folder: "Mockolo", target: "MockoloStyle", tests: "MockoloStyleTests.swift",
        options: mockolo),
      Style(folder: "Logged", target: "LoggedSpies", tests: "SpyLogTests.swift", options: logged),
    ]
  }

  /// The module, how it reads async closures, how its test target does (Swift 6.2's feature:
  /// none before it).
  static var concurrencyTargets: [(String, AsyncFunctionTypes.Default, AsyncFunctionTypes.Default)]
  {
    #if compiler(>=6.2)
      [
        ("NonsendingSource", .nonsending, .concurrent),
        ("ConcurrentSource", .concurrent, .nonsending),
      ]
    #else
      []
    #endif
  }

  static var manifest: String {
    let goldenTargets =
      GoldenTests.cases.map { ".target(name: \"Golden\($0.capitalized)\")," }
      + GoldenTests.styledCases.flatMap { name in
        ["Sourcery", "Mockolo"].map { ".target(name: \"Golden\(name.capitalized)\($0)\")," }
      }
      + concurrencyTargets.map { target, source, tests in
        let feature = "swiftSettings: [.enableUpcomingFeature(\"NonisolatedNonsendingByDefault\")]"
        return ".target(name: \"\(target)\"\(source == .nonsending ? ", " + feature : "")), "
          + ".testTarget(name: \"\(target)Tests\", dependencies: [\"\(target)\"]"
          + "\(tests == .nonsending ? ", " + feature : "")),"
      }
      + (concurrencyTargets.isEmpty
        ? []
        : [
          ".target(name: \"DefaultMainActor\", swiftSettings: [.defaultIsolation(MainActor.self), "
            + ".enableUpcomingFeature(\"NonisolatedNonsendingByDefault\"), "
            + ".enableUpcomingFeature(\"InferIsolatedConformances\")]), "
            + ".testTarget(name: \"DefaultMainActorTests\", dependencies: [\"DefaultMainActor\"]),"
        ])
      + styles.map {
        ".target(name: \"\($0.target)\"), .testTarget(name: \"\($0.target)Tests\", dependencies: [\"\($0.target)\"]),"
      }
    // `defaultIsolation` needs the 6.2 manifest API.
    let tools = concurrencyTargets.isEmpty ? "6.0" : "6.2"
    return """
      // swift-tools-version:\(tools)
      import PackageDescription
      let package = Package(
        name: "SpyCompileCheck",
        targets: [
          .target(name: "Fixture"),
          .testTarget(name: "FixtureTests", dependencies: ["Fixture"]),
          .target(name: "Destination"),
          .testTarget(name: "DestinationTests", dependencies: ["Destination"]),
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
    @resultBuilder enum RowsBuilder<Row> {
      static func buildBlock(_ rows: Row...) -> [Row] { rows }
    }
    """
}
