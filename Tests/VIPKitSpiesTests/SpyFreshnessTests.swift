import Foundation
import Testing
import VIPKitCore
import VIPKitSpies

/// What `vipkit verify` asks of an exercise's generated spies, without the command line.
@Suite("Whether an exercise's generated spies are current")
struct SpyFreshnessTests {
  @Test("current spies pass; stale ones are named with the command that updates them")
  func currentThenStale() throws {
    let package = try Self.exercise()
    defer { try? FileManager.default.removeItem(at: package) }
    let spies = package.appendingPathComponent("Tests/LoginTests/Spies.swift")
    let sources = SwiftFiles.find([package.appendingPathComponent("Sources/Login")])
    let generated = SpySources.generate(
      sources.files, from: package, options: SpyGenerator.Options(testableImports: ["Login"]))
    try generated.text.write(to: spies, atomically: true, encoding: .utf8)
    #expect(SpyFreshness.staleExerciseSpies(in: package).isEmpty)

    try "protocol Extra { func x() }\n".write(
      to: package.appendingPathComponent("Sources/Login/Extra.swift"), atomically: true,
      encoding: .utf8)
    #expect(
      SpyFreshness.staleExerciseSpies(in: package) == [
        "Tests/LoginTests/Spies.swift is stale: run vipkit spies Sources/Login "
          + "--testable-import Login -o Tests/LoginTests/Spies.swift"
      ])
  }

  @Test("a hand-written Spies.swift (no generated header) is not the generator's to judge")
  func handWritten() throws {
    let package = try Self.exercise()
    defer { try? FileManager.default.removeItem(at: package) }
    let spies = package.appendingPathComponent("Tests/LoginTests/Spies.swift")
    try "// My own spies.\nfinal class Mine {}\n".write(
      to: spies, atomically: true, encoding: .utf8)
    #expect(SpyFreshness.isGenerated(spies) == false)
    #expect(SpyFreshness.staleExerciseSpies(in: package).isEmpty)
    #expect(
      SpyFreshness.isGenerated(package.appendingPathComponent("Tests/LoginTests/None.swift"))
        == nil)
  }

  // MARK: - Fixtures

  /// An exercise package with one scene, `Login`, and its test target.
  static func exercise() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-freshness-\(UUID().uuidString)")
    for folder in ["Sources/Login", "Tests/LoginTests"] {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try """
    @MainActor protocol LoginPresentationLogic: AnyObject {
      func presentLoading(isLoading: Bool)
    }
    """.write(
      to: root.appendingPathComponent("Sources/Login/LoginProtocols.swift"), atomically: true,
      encoding: .utf8)
    return root
  }
}
