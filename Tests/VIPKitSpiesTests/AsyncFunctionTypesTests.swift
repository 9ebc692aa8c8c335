import Foundation
import Testing
import VIPKitSyntax

@testable import VIPKitSpies

/// Async closure types written with their meaning, and where that meaning is read from.
@Suite("Async closure types across modules built with and without NonisolatedNonsendingByDefault")
struct AsyncFunctionTypesTests {
  @Test(
    "every async function type without an isolation gets the spelling, nothing else does",
    arguments: [
      ("@Sendable @escaping () async -> Void", "S @Sendable @escaping () async -> Void"),
      ("(() async throws -> Int)?", "(S () async throws -> Int)?"),
      ("(Int) async throws(MyError) -> String", "S (Int) async throws(MyError) -> String"),
      ("[(String) async -> Void]", "[S (String) async -> Void]"),
      (
        "(@escaping () async -> Void) async -> Void",
        "S (S @escaping () async -> Void) async -> Void"
      ),
      ("@MainActor () async -> Void", "@MainActor () async -> Void"),
      ("nonisolated(nonsending) () async -> Void", "nonisolated(nonsending) () async -> Void"),
      ("@concurrent () async -> Void", "@concurrent () async -> Void"),
      ("@isolated(any) () async -> Void", "@isolated(any) () async -> Void"),
      ("() -> Void", "() -> Void"),
      ("AsyncStream<Int>", "AsyncStream<Int>"),
    ])
  func explicit(type: String, expected: String) {
    #expect(AsyncFunctionTypes.explicit(type, spelling: "S") == expected)
  }

  /// Writes `manifest` as a package's Package.swift in a new folder.
  static func package(_ manifest: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-async-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try manifest.write(
      to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return root
  }

  @Test("Package.swift: a target's own settings, a constant it names, a loop over all targets")
  func manifest() throws {
    let direct = try Self.package(
      """
      let package = Package(name: "A", targets: [
        .target(name: "App", swiftSettings: [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]),
        .target(name: "Core", path: "Modules/Core"),
        .testTarget(name: "AppTests", dependencies: ["App"]),
      ])
      """)
    defer { try? FileManager.default.removeItem(at: direct) }
    #expect(
      TargetConcurrency.package(holding: direct.appendingPathComponent("Sources/App"))
        == .nonsending)
    #expect(
      TargetConcurrency.package(
        holding: direct.appendingPathComponent("Tests/AppTests/Spies.swift"))
        == .concurrent)
    #expect(
      TargetConcurrency.package(holding: direct.appendingPathComponent("Modules/Core/A.swift"))
        == .concurrent)
    #expect(TargetConcurrency.package(holding: direct.appendingPathComponent("Elsewhere")) == nil)

    let shared = try Self.package(
      """
      let approachable: [SwiftSetting] = [
        .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
        .enableUpcomingFeature("InferIsolatedConformances"),
      ]
      let package = Package(name: "B", targets: [
        .target(name: "App", swiftSettings: approachable),
        .testTarget(name: "AppTests", dependencies: ["App"]),
      ])
      """)
    defer { try? FileManager.default.removeItem(at: shared) }
    #expect(
      TargetConcurrency.package(holding: shared.appendingPathComponent("Sources/App"))
        == .nonsending)
    #expect(
      TargetConcurrency.package(holding: shared.appendingPathComponent("Tests/AppTests"))
        == .concurrent)

    let loop = try Self.package(
      """
      let package = Package(name: "C", targets: [
        .target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"]),
      ])
      for target in package.targets {
        target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("NonisolatedNonsendingByDefault")]
      }
      package.targets.append(.testTarget(name: "SpyTests", dependencies: ["App"]))
      """)
    defer { try? FileManager.default.removeItem(at: loop) }
    #expect(
      TargetConcurrency.package(holding: loop.appendingPathComponent("Tests/AppTests"))
        == .nonsending)
    // Appended after the loop (as .ci/check-spies-real appends its target): not in it.
    #expect(
      TargetConcurrency.package(holding: loop.appendingPathComponent("Tests/SpyTests"))
        == .concurrent)
  }

  /// Found on swift-subprocess 1.0.2 (`output(from span: RawSpan)`): a `~Escapable` value
  /// cannot be kept, and the spy that kept it did not compile.
  @Test("a ~Escapable parameter is counted, never kept")
  func nonescapable() {
    let source = """
      protocol Reading {
        func output(from span: RawSpan) throws -> Int
        func bytes<T: ~Escapable>(_ view: T) -> Int
      }
      """
    let text = SpyGenerator.generate([SourceText(path: "R.swift", text: source)]).text
    #expect(text.contains("outputCallsCount"))
    #expect(!text.contains("outputReceivedSpan") && !text.contains("[RawSpan]"), "\(text)")
    #expect(!text.contains("bytesReceivedView"), "\(text)")
  }

  @Test("an Xcode target: approachable concurrency, the feature's setting, or the flag")
  func xcode() {
    func target(_ settings: [String: String]) -> [String: String] { settings }
    #expect(
      TargetConcurrency.xcode(settings: target(["SWIFT_APPROACHABLE_CONCURRENCY": "YES"]))
        == .nonsending)
    #expect(
      TargetConcurrency.xcode(
        settings: target(["SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT": "YES"]))
        == .nonsending)
    #expect(
      TargetConcurrency.xcode(
        settings: target([
          "OTHER_SWIFT_FLAGS": "-enable-upcoming-feature NonisolatedNonsendingByDefault"
        ]))
        == .nonsending)
    #expect(TargetConcurrency.xcode(settings: target(["SWIFT_VERSION": "6.0"])) == .concurrent)
  }
}

/// A module whose default isolation is the main actor (Xcode 26's app targets): its
/// protocols are main-actor isolated without a word in the source, and so are their spies.
@Suite("Default main-actor isolation")
struct DefaultIsolationTests {
  @Test(
    "unannotated protocols get main-actor spies; Sendable, actor and annotated ones keep theirs")
  func isolated() {
    let source = """
      protocol Shows: AnyObject { func show() }
      protocol Refined: Shows { func more() }
      protocol Shared: Sendable { func send() }
      protocol Child: Shared { func other() }
      @globalActor actor Background { static let shared = Background() }
      @Background protocol Elsewhere { func run() }
      protocol Store: Actor { func put() }
      """
    var options = SpyGenerator.Options()
    options.sourceDefaultIsolation = "MainActor"
    let text = SpyGenerator.generate([SourceText(path: "S.swift", text: source)], options: options)
      .text
    for spy in ["ShowsSpy", "RefinedSpy"] {
      #expect(text.contains("@MainActor\nfinal class \(spy)"), "\(spy)")
    }
    for spy in ["SharedSpy", "ChildSpy", "ElsewhereSpy"] {
      #expect(!text.contains("@MainActor\nfinal class \(spy)"), "\(spy)")
    }
    #expect(text.contains("actor StoreSpy"))
    // Without the setting, as written.
    #expect(
      !SpyGenerator.generate([SourceText(path: "S.swift", text: source)]).text.contains(
        "@MainActor\nfinal class ShowsSpy"))
  }

  @Test("read from Package.swift's defaultIsolation and Xcode's SWIFT_DEFAULT_ACTOR_ISOLATION")
  func reading() throws {
    let root = try AsyncFunctionTypesTests.package(
      """
      let package = Package(name: "A", targets: [
        .target(name: "App", swiftSettings: [.defaultIsolation(MainActor.self)]),
        .testTarget(name: "AppTests", dependencies: ["App"]),
      ])
      """)
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(
      TargetConcurrency.packageDefaultIsolation(holding: root.appendingPathComponent("Sources/App"))
        == "MainActor")
    #expect(
      TargetConcurrency.packageDefaultIsolation(
        holding: root.appendingPathComponent("Tests/AppTests")) == nil)
    #expect(
      TargetConcurrency.xcodeDefaultIsolation(settings: [
        "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor"
      ])
        == "MainActor")
    #expect(
      TargetConcurrency.xcodeDefaultIsolation(settings: [
        "SWIFT_DEFAULT_ACTOR_ISOLATION": "nonisolated"
      ])
        == nil)
  }
}
