import Foundation
import Testing
import VIPKitCore
import VIPKitTestSupport

@testable import VIPKitGrading

/// SwiftPM (6.3.1, Linux) can miss a source edited within about a second of the previous
/// build: the build says nothing changed and the old binary stays (a package of one
/// `main.swift`, rewritten then built 40 times, ran the previous text 16 times). Grades of
/// one workspace follow each other that fast, so a student could be graded on the previous
/// student's code. What keeps each grade's build honest is the workspace's environment: a
/// new marker every grade makes SwiftPM plan the build again and compile a changed module
/// whole. Found when the marker was taken out of builds to save their re-planning: the
/// hostile submissions' suite then failed in three of five runs, each time a grade reporting
/// the previous submission's results.
@Suite("Grades one after the other", .serialized, .scenario(.grading))
struct BackToBackBuildScenarios {
  @Test("each grade in a workspace builds its own files, however soon after the last")
  func eachBuildSeesItsFiles() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-back-to-back-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "Quick",
        targets: [
          .target(name: "Quick"),
          .testTarget(name: "QuickTests", dependencies: ["Quick"]),
        ])
      """
    let test = """
      import Quick
      import Testing
      @Test func says() { print("SAID " + said) }
      """
    for round in 1...8 {
      // The same length every time, so only the text and the file's date differ.
      let files: [String: Data] = [
        "Package.swift": Data(manifest.utf8),
        "Sources/Quick/Quick.swift": Data("public let said = \"\(1000 + round)\"\n".utf8),
        "Tests/QuickTests/QuickTests.swift": Data(test.utf8),
      ]
      let workspace = try GradingWorkspace(root: root.appendingPathComponent("submission"))
      try workspace.sync(files)
      let build = workspace.build(timeout: 300, moduleCache: TestModuleCache.shared)
      let binary = try #require(build.testBinary, "round \(round): \(build.errors)")
      let run = ChildProcess.run(
        binary, ["--testing-library", "swift-testing"], in: workspace.root,
        environment: workspace.environment, timeout: 60)
      #expect(run.output.contains("SAID \(1000 + round)"), "round \(round): \(run.output)")
    }
  }

  /// A regrade of the same files keeps the last build (SwiftPM's no-op build re-plans and
  /// compiles the private tests again); another key, a binary changed since, or a build
  /// without a key (the reference's, or a grade whose student code could write here) builds.
  @Test("the same files built again keep the last build; anything else builds")
  func sameKeyKeepsTheBuild() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-kept-build-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = """
      // swift-tools-version:6.0
      import PackageDescription
      let package = Package(
        name: "Kept",
        targets: [.target(name: "Kept"), .testTarget(name: "KeptTests", dependencies: ["Kept"])])
      """
    func files(_ source: String) -> [String: Data] {
      [
        "Package.swift": Data(manifest.utf8), "Sources/Kept/Kept.swift": Data(source.utf8),
        "Tests/KeptTests/KeptTests.swift": Data(
          "import Kept\nimport Testing\n@Test func t() {}\n".utf8),
      ]
    }
    let good = "public let kept = 1\n"
    let broken = "public let kept: Int = \"not a number\"\n"
    /// A build of `source` under `key`, in a workspace opened anew (a new marker, as each
    /// grade has: one marker for every build could let SwiftPM miss an edit).
    func build(_ source: String, key: String?, before: () throws -> Void = {})
      throws -> GradingWorkspace.Build
    {
      let workspace = try GradingWorkspace(root: root.appendingPathComponent("submission"))
      try workspace.sync(files(source))
      try before()
      return workspace.build(timeout: 300, moduleCache: TestModuleCache.shared, key: key)
    }
    let first = try build(good, key: "one")
    let binary = try #require(first.testBinary, "\(first.errors)")
    // The files no longer compile: only a build that runs SwiftPM can say so.
    let kept = try build(broken, key: "one")
    #expect(kept.succeeded && kept.testBinary == binary, "the same key keeps the build")
    #expect(try !build(broken, key: "two").succeeded, "another key builds")
    // Under the first key again, then the binary changed behind the record.
    #expect(try build(good, key: "one").succeeded)
    let touched = try build(broken, key: "one") {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: binary)
    }
    #expect(!touched.succeeded, "a binary changed since its build is built again")
    #expect(try build(good, key: "one").succeeded)
    #expect(try !build(broken, key: nil).succeeded, "a build without a key always builds")
    let afterUnkeyed = try build(broken, key: "one")
    #expect(!afterUnkeyed.succeeded, "and forgets the kept one")
  }
}
