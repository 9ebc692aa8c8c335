import Foundation
import Testing
import VIPKitCore
import VIPKitSyntax
import VIPKitTestSupport

@testable import VIPKitMutation

/// The mutation runner's parts that need no build: the report of an empty run, the copy's
/// manifest.
@Suite("The mutation runner")
struct RunnerTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Tricky")

  @Test("a report with no mutant run writes score: null")
  func nullScore() throws {
    let report = MutationReport(
      package: "Empty",
      result: .init(mutants: [], baselineSeconds: 0, seconds: 1, buildSeconds: 1, workdir: nil))
    #expect(try JSONOutput.encode(report).contains("\"score\" : null"))
    #expect(report.meets(100))
  }

  @Test("relative path dependencies of the copy point where the original's do")
  func absolutePaths() {
    let manifest =
      #".package(name: "VIPKit", path: "../.."), .target(name: "A", path: "Sources/A")"#
    let rewritten = ScratchPackage.absolutePathDependencies(
      manifest, relativeTo: URL(fileURLWithPath: "/kit/Exercises/01"))
    #expect(
      rewritten == #".package(name: "VIPKit", path: "/kit"), .target(name: "A", path: "Sources/A")"#
    )
    // The exercises' form, a dependency declared before the package.
    let exercise = ScratchPackage.absolutePathDependencies(
      #"let kit = Package.Dependency.package(path: "../..")"#,
      relativeTo: URL(fileURLWithPath: "/kit/Exercises/01"))
    #expect(exercise == #"let kit = Package.Dependency.package(path: "/kit")"#)
  }
}

/// The whole run on a package with a known result: which mutants must survive, one that
/// loops forever, one that does not compile, and the user's tree left as it was.
@Suite("The mutation runner on fixture packages", .serialized, .scenario(.mutation))
struct RunnerScenarios {
  static let fixture = RunnerTests.fixture

  @Test(
    "the Tricky package: nine undetected (four that no test reaches), one time-out, one unviable")
  func knownResult() throws {
    let before = try Snapshot(of: Self.fixture)
    let result = try MutationRunner(options: .sharingModules(Self.fixture)) { _ in }.run()
    #expect(try Snapshot(of: Self.fixture) == before, "the fixture's files changed")

    func diffs(_ status: Mutant.Status) -> [String] {
      result.mutants.filter { $0.status == status }.map(\.diff)
    }
    #expect(
      diffs(.survived) == [
        "public weak var delegate: AnyObject?  →  public var delegate: AnyObject?",
        // The bound moved up one changes nothing here (1 is clamped to 1 either way): an
        // equivalent mutant, which no test can kill and no runner can tell from a gap.
        "guard limit > 0 else {  →  guard limit > 1 else {",
        #"defer { log.append("described") }  →  defer { (removed) }"#,
        #"defer { log.append("described") }  →  defer { log.append("") }"#,
        "await Task.yield()  →  (removed)",
      ])
    // No test calls `untested`: its mutants are not run at all.
    #expect(
      diffs(.noCoverage) == [
        "value > 5 ? value : 0  →  value >= 5 ? value : 0",
        "value > 5 ? value : 0  →  value <= 5 ? value : 0",
        "value > 5 ? value : 0  →  value > 6 ? value : 0",
        "value > 5 ? value : 0  →  value > 5 ? 0 : value",
      ])
    #expect(diffs(.timedOut) == ["count = count + 1  →  count = count - 1"])
    // A loop, not a wait: still running at its limit, in the test that counts up.
    let loop = result.mutants.first { $0.status == .timedOut }?.hang
    #expect(loop?.cause == .limit, "\(String(describing: loop))")
    #expect(loop?.test?.contains("count") == true, "\(String(describing: loop))")
    // `-` between two strings never compiles: found by the compiler, left out of the score.
    // (A `+` next to a string literal is not even proposed.)
    #expect(diffs(.unviable) == ["return salutation + name  →  return salutation - name"])
    // The boundaries `limit > 0`, `limit >= 10` (moved to 9 too) and `count < limit` are each
    // tested on the line itself.
    #expect(diffs(.killed).count == 21)
    // Every kill names the tests that made it; nothing else names any.
    for mutant in result.mutants {
      if mutant.status == .killed {
        #expect(
          !mutant.killedBy.isEmpty && mutant.killedBy.allSatisfy { $0.hasPrefix("TrickyTests.") },
          "\(mutant.diff): \(mutant.killedBy)")
      } else {
        #expect(mutant.killedBy.isEmpty)
      }
    }
    #expect(diffs(.pending).isEmpty, "every planned mutant ends with a status")

    let report = MutationReport(package: "Tricky", result: result)
    #expect(report.score.map { ($0 * 10).rounded() / 10 } == 71)
    #expect(report.meets(71) && !report.meets(71.1))
    #expect(
      report.text(style: .plain).contains(
        "Score: 71% = (killed 21 + timed out 1) ÷ (killed 21 + survived 5 + timed out 1 + no tests 4)."
      ))
    #expect(
      report.text(style: .plain).contains(
        "Unviable: 1 of 32 mutants (3.1%) did not compile and were left out."))
    try ReportFormatTests.checkEveryFormat(report, package: Self.fixture)
  }

  /// The loop a developer runs on a survivor: reproduce it by its ID, write the test, run it
  /// again until it is detected.
  @Test(
    "--reproduce: one mutant by its ID (or the ID's start), its tests, then killed by a new test")
  func reproduce() throws {
    let package = try Scratch(copying: Self.fixture)
    let file = "Sources/Tricky/TrickyInteractor.swift"
    let map = SourceMap(
      SourceText(
        path: file, bytes: Array(try Data(contentsOf: package.url.appendingPathComponent(file)))))
    let planned = MutantSchema.mutants(of: map, file: file, operators: [], firstID: 1)
    let survivor = try #require(
      planned.first { $0.diff.hasPrefix("defer {") && $0.diff.hasSuffix("(removed) }") })
    var options = MutationRunner.Options.sharingModules(package.url)
    options.reproduce = String(survivor.key.prefix(8))
    let before = try MutationRunner(options: options) { _ in }.run()
    #expect(before.mutants.map(\.key) == [survivor.key])
    #expect(before.mutants.first?.status == .survived)
    #expect(before.mutants.first?.coveredBy == ["TrickyTests.descriptions()"])
    let report = MutationReport(package: "Tricky", result: before)
    #expect(report.reproduction.contains("Survived: every test it ran passed."))
    #expect(report.reproduction.contains("  - defer { log.append(\"described\") }"))

    try package.replace(
      in: "Tests/TrickyTests/TrickyTests.swift", "@Test func greeting() {",
      with:
        "@Test(\"describing is logged\") func logged() {\n  let interactor = TrickyInteractor(limit: 1)\n"
        + "  _ = interactor.describe(2)\n  #expect(interactor.log == [\"described\"])\n}\n\n"
        + "@Test func greeting() {")
    options.reproduce = survivor.key
    let after = try MutationRunner(options: options) { _ in }.run()
    #expect(after.mutants.first?.status == .killed)
    // Pinned on the new test, though Swift Testing names it by its display name.
    #expect(after.mutants.first?.killedBy == ["TrickyTests.logged()"])
    #expect(
      MutationReport(package: "Tricky", result: after).reproduction.contains(
        "Killed: TrickyTests.logged() failed."))
  }

  @Test("shapes found in review: no crash, no false unviable, tests run in the scratch copy")
  func edgyShapes() throws {
    let edgy = Self.fixture.deletingLastPathComponent().appendingPathComponent("Edgy")
    let before = try Snapshot(of: edgy)
    let result = try MutationRunner(options: .sharingModules(edgy)) { _ in }.run()
    #expect(try Snapshot(of: edgy) == before, "a test's relative file landed in the package")
    #expect(
      result.mutants.filter { $0.status == .unviable }.isEmpty, "\(result.mutants.map(\.diff))")
    #expect(
      result.mutants.filter { $0.status == .survived }.map(\.operatorName)
        == ["weak-to-strong", "weak-to-strong"])
    #expect(result.mutants.filter { $0.status == .killed }.count == 3)
    #expect(
      !result.mutants.contains { $0.diff.contains("String(count)") },
      "a value-returning body's only call is not removed")
  }

  @Test("a package whose tests fail before mutation is refused, naming the failing test")
  func failingBaseline() throws {
    let broken = try Scratch(copying: Self.fixture)
    try broken.replace(
      in: "Tests/TrickyTests/TrickyTests.swift", "greet(\"Ada\") == \"Hi Ada\"",
      with: "greet(\"Ada\") == \"Bye\"")
    #expect {
      try MutationRunner(options: .sharingModules(broken.url)) { _ in }.run()
    } throws: { error in
      guard case MutationRunner.Failure.baselineFails(let failing, _) = error else { return false }
      return failing == ["greeting()"]
    }
  }
}

/// Every file's path and bytes under a folder, build products aside.
struct Snapshot: Equatable {
  let files: [String: Data]

  init(of folder: URL) throws {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let url = enumerator?.nextObject() as? URL {
      if url.lastPathComponent == ".build" {
        enumerator?.skipDescendants()
        continue
      }
      if let data = FileManager.default.contents(atPath: url.path), !url.hasDirectoryPath {
        files[String(url.path.dropFirst(folder.path.count))] = data
      }
    }
    self.files = files
  }
}

/// A copy of a folder in the temporary directory, removed when the test ends.
final class Scratch {
  let url: URL

  init(copying folder: URL) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-test-\(UUID().uuidString)")
    try FileManager.default.copyItem(at: folder, to: url)
  }

  func replace(in path: String, _ target: String, with replacement: String) throws {
    let file = url.appendingPathComponent(path)
    let text = try String(contentsOf: file, encoding: .utf8)
    try text.replacingOccurrences(of: target, with: replacement)
      .write(to: file, atomically: true, encoding: .utf8)
  }

  /// Copies every file of `folder` over this copy, at the same relative paths.
  func overlay(_ folder: URL) throws {
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    while let source = enumerator?.nextObject() as? URL {
      guard !source.hasDirectoryPath else { continue }
      let target = url.appendingPathComponent(String(source.path.dropFirst(folder.path.count + 1)))
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try? FileManager.default.removeItem(at: target)
      try FileManager.default.copyItem(at: source, to: target)
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
