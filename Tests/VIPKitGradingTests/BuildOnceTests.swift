import Foundation
import Testing
import VIPKitCore
import VIPKitCourse
import VIPKitTestSupport

@testable import VIPKitGrading

/// What a grader builds once, not once per submission: the reference's list of official tests
/// (kept by the state of the course), the harness (a package of its own, without vipkit's
/// plugins) and the toolchain's modules (one compiler module cache for every workspace).
@Suite("What grading builds once", .serialized, .scenario(.grading))
struct BuildOnceScenarios {
  /// Whether student code runs as another user: only the grader as root can do that.
  static let modes = geteuid() == 0 ? [false, true] : [false]

  @Test(
    "the reference is listed once for each state of the course, beside the harness alone",
    arguments: modes)
  func referenceOnce(asAnotherUser: Bool) throws {
    let sandbox = try GradingSandbox()
    defer { sandbox.remove() }
    let course = try Self.course(in: sandbox.root.appendingPathComponent("course"))
    var options = Grader.Options(cache: sandbox.root.appendingPathComponent("cache"))
    if !asAnotherUser { options.runAs = nil }
    let lines = Buffer()
    let grader = Grader(course: try Course(root: course), options: options) {
      lines.append($0 + "\n")
    }
    let solution = course.appendingPathComponent("Solutions")
    let exercise = options.cache.appendingPathComponent("01-counter")

    var report = try grader.grade(solution)
    #expect(report.score == 100, "\(report.text(style: .plain))")
    #expect(lines.text.contains("01-counter: building the reference"), "\(lines.text)")
    #expect(
      FileManager.default.fileExists(
        atPath: exercise.appendingPathComponent("reference-tests.json").path))
    // The reference is built in the grader's workspace of the submission, which saves a cold
    // build. Code that runs as another user runs in a folder of its own, with the package's
    // files and a copy of the test binary, never the build folder the reference left.
    #expect(
      !FileManager.default.fileExists(atPath: exercise.appendingPathComponent("reference").path))
    if asAnotherUser, let user = options.runAs {
      let run = try StudentReach.root(for: options.cache, user: user)
        .appendingPathComponent("01-counter/submission")
      #expect(!FileManager.default.fileExists(atPath: run.appendingPathComponent(".build").path))
      let copied = try FileManager.default.contentsOfDirectory(
        atPath: run.appendingPathComponent(".test").path)
      #expect(copied.contains { $0.hasSuffix(".xctest") }, "\(copied)")
      #expect(
        FileManager.default.fileExists(
          atPath: run.appendingPathComponent("Tests/CounterTests/CounterTests.swift").path))
    }
    // The course's own package declares vipkit's targets without their sources: had the
    // exercise been built against it instead of the harness alone, nothing would compile.
    let harness = options.cache.appendingPathComponent("harness/course/Sources/VIPKit")
    #expect(
      try GradingSandbox.files(under: harness)
        == GradingSandbox.files(under: course.appendingPathComponent("Sources/VIPKit")))
    let modules = try FileManager.default.contentsOfDirectory(
      atPath: options.cache.appendingPathComponent("ModuleCache").path)
    #expect(!modules.isEmpty, "the builds filled no shared module cache")
    // A workspace's index store holds the exercise's own files, not the toolchain's modules
    // (`ScratchBuild`), which were a third of its cold build.
    #expect(!IndexUnits.names(under: options.cache).isEmpty, "no workspace build kept its index")
    let system = IndexUnits.ofToolchainModules(under: options.cache)
    #expect(system.isEmpty, "\(system)")

    let again = Buffer()
    report = try Grader(course: try Course(root: course), options: options) {
      again.append($0 + "\n")
    }.grade(solution)
    #expect(report.score == 100)
    #expect(!again.text.contains("building the reference"), "\(again.text)")

    // A new official test is a new state of the course: the reference is listed again, and
    // the new test is expected of the submission.
    let tests = course.appendingPathComponent(
      "Exercises/01-counter/Tests/CounterTests/CounterTests.swift")
    let handle = try FileHandle(forWritingTo: tests)
    handle.seekToEndOfFile()
    handle.write(
      Data(
        """

        extension LabelTests {
          @Test("two items") func two() {
            #expect(CounterPresenter().label(for: 2) == "2 items")
          }
        }

        """.utf8))
    try handle.close()
    let changed = Buffer()
    report = try Grader(course: try Course(root: course), options: options) {
      changed.append($0 + "\n")
    }.grade(solution)
    #expect(changed.text.contains("building the reference"), "\(changed.text)")
    let labels = report.exercises.first?.items.first { $0.title == "The labels" }
    #expect(
      labels?.checks.map(\.name).contains("two items") == true, "\(String(describing: labels))")
  }

  /// A course of its own, like the bundled one: the kit's manifest and harness at its root,
  /// and the fixture's exercise depending on that root (`../..`).
  static func course(in root: URL) throws -> URL {
    let manager = FileManager.default
    let fixture = GradingSandbox.fixtures.appendingPathComponent("Course")
    var files = try GradingSandbox.files(under: fixture)
    files["Package.swift"] = try Data(
      contentsOf: GradingSandbox.kit.appendingPathComponent("Package.swift"))
    for (path, content) in try GradingSandbox.files(
      under: GradingSandbox.kit.appendingPathComponent("Sources/VIPKit"))
    {
      files["Sources/VIPKit/" + path] = content
    }
    let manifest = "Exercises/01-counter/Package.swift"
    files[manifest] = files[manifest].map {
      Data(
        String(decoding: $0, as: UTF8.self)
          .replacingOccurrences(of: "../../../../../..", with: "../..").utf8)
    }
    for (path, content) in files {
      let target = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try content.write(to: target)
    }
    return root
  }
}

/// Which exercises the grader builds against the harness alone (a package of its own).
@Suite("The harness alone")
struct HarnessPackageTests {
  @Test("an exercise is given the harness alone only when it asks the course for nothing else")
  func servedByTheHarness() {
    #expect(
      HarnessPackage.serves(
        #"dependencies: ["Counter", .product(name: "VIPKit", package: kitName)]"#))
    #expect(
      HarnessPackage.serves(
        """
        .testTarget(name: "A", dependencies: [
          .product(
            name: "VIPKit", package: kitName)]),
        """), "a name on a line of its own is read too")
    #expect(
      !HarnessPackage.serves(
        #".product(name: "VIPKit", package: kitName), .product(name: "Helpers", package: kitName)"#
      ))
    #expect(!HarnessPackage.serves(#".product(name: product, package: kitName)"#))
    #expect(
      HarnessPackage.serves(
        #".product(name: "VIPKit", package: kitName), .product(name: "UIKitStandIn", package: kitName, condition: .when(platforms: [.linux, .macOS]))"#
      ), "the UIKit stand-in is the harness's too")
    #expect(HarnessPackage.serves("let package = Package(name: \"Plain\")"))
  }
}

/// A course with the UIKit stand-in gets it in the harness package; one without, not.
@Suite("The harness alone, with the UIKit stand-in")
struct HarnessStandInTests {
  @Test("the stand-in's sources and product go into the harness package when the course has them")
  func standInCopied() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("vipkit-harness-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let course = root.appendingPathComponent("course")
    let files = [
      "Sources/VIPKit/Harness.swift": "public enum Harness {}\n",
      "Sources/UIKit/UIViewController.swift": "open class UIViewController {}\n",
      "Sources/_Testing_UIKit/CrossImport.swift": "// empty\n",
      "Exercises/01-counter/README.md": "# Counter\n",
    ]
    for (path, text) in files {
      let url = course.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let withStandIn = """
      let package = Package(name: "Kit", products: [
        .library(name: "VIPKit", targets: ["VIPKit"]),
        .library(name: "UIKitStandIn", targets: ["UIKit", "_Testing_UIKit"]),
      ])
      """
    try withStandIn.write(
      to: course.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let harness = try #require(
      try HarnessPackage.prepare(
        for: try Course(root: course), in: root.appendingPathComponent("cache")))
    let manifest = try String(
      contentsOf: harness.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(
      manifest.contains(#".library(name: "UIKitStandIn", targets: ["UIKit", "_Testing_UIKit"])"#))
    for path in files.keys where path.hasPrefix("Sources/") {
      #expect(
        FileManager.default.fileExists(atPath: harness.root.appendingPathComponent(path).path),
        "\(path) is not in the harness package")
    }

    // The same course without the stand-in's library: the harness alone, as before.
    try
      #"let package = Package(name: "Kit", products: [.library(name: "VIPKit", targets: ["VIPKit"])])"#
      .write(to: course.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let plain = try #require(
      try HarnessPackage.prepare(
        for: try Course(root: course), in: root.appendingPathComponent("cache")))
    let plainManifest = try String(
      contentsOf: plain.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(!plainManifest.contains("UIKitStandIn"))
    #expect(
      !FileManager.default.fileExists(
        atPath: plain.root.appendingPathComponent("Sources/UIKit/UIViewController.swift").path))
    #expect(plain.fingerprint != harness.fingerprint)
  }
}
